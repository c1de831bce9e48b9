import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import type { WidgetDefinition } from '../../shared/island/contract';
import type { SearchBoxProps } from './SearchForm';
import { SearchBoxShell } from './Shell';

const widget = defineWidget(Props, SearchBoxShell);

/** Takes over the server's form with what the shopper already typed there, and its focus. */
export default {
  validate: widget.validate,
  render(element, props, host) {
    const typed = element.querySelector('input[name="q"]');
    return widget.render(element, { ...props, seed: typed instanceof HTMLInputElement ? typed : null }, host);
  },
} satisfies WidgetDefinition<SearchBoxProps>;
