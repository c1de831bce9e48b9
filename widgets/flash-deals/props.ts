import * as v from 'valibot';

/** CONTRACT §4: endsAt, the ISO date-time written into the page (SPEC §2: fixed, not dynamic). */
export const Props = v.looseObject({
  endsAt: v.pipe(
    v.string('endsAt must be an ISO date-time'),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/, 'endsAt must be an ISO date-time'),
    v.check((value) => Number.isFinite(Date.parse(value)), 'endsAt must be a real date-time'),
  ),
});
