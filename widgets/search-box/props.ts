import * as v from 'valibot';

/** CONTRACT §4: action? (default "/search"), limit? (suggestions, default 6). */
export const Props = v.looseObject({
  action: v.optional(v.pipe(v.string(), v.minLength(1)), '/search'),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 6),
});
