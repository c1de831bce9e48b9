import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { t } from './messages';

/** SPEC §2: the placeholder screen. */
function HelloWorld() {
  return <p className="sf-hello">{t('greeting')}</p>;
}

export default defineWidget(NoProps, HelloWorld);
