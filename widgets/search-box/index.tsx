import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import type { WidgetDefinition } from '../../shared/island/contract';
import type { SearchBoxProps } from './SearchForm';
import { SearchBoxShell } from './Shell';

/** CONTRACT §4: action? (default "/search"), limit? (suggestions, default 6). */
const Props = v.looseObject({
  action: v.optional(v.pipe(v.string(), v.minLength(1)), '/search'),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 6),
});

const widget = defineWidget(Props, SearchBoxShell);

/** Takes over the server's form with what the shopper already typed there, and its focus. */
export default {
  validate: widget.validate,
  render(element, props, host) {
    const typed = element.querySelector('input[name="q"]');
    return widget.render(element, { ...props, seed: typed instanceof HTMLInputElement ? typed : null }, host);
  },
} satisfies WidgetDefinition<SearchBoxProps>;
