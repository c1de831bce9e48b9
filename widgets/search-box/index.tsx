import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { SearchBoxShell } from './Shell';

/** CONTRACT §4: action? (default "/search"), limit? (suggestions, default 6). */
const Props = v.looseObject({
  action: v.optional(v.pipe(v.string(), v.minLength(1)), '/search'),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 6),
});

/** Takes over the server's form with what the shopper already typed there, and its focus. */
export default defineWidget(Props, SearchBoxShell, (fallback) => {
  const typed = fallback.querySelector('input[name="q"]');
  return { seed: typed instanceof HTMLInputElement ? typed : null };
});
