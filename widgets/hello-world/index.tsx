import { defineWidget, NoProps } from '../../shared/island/define-widget';

/** SPEC §2: the placeholder screen. */
function HelloWorld() {
  return <p className="sf-hello">Hello World</p>;
}

export default defineWidget(NoProps, HelloWorld);
