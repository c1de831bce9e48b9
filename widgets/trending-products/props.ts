import * as v from 'valibot';

/** SPEC §9: trending page sizes. */
export const TRENDING_PAGE_SIZES = [5, 10, 15] as const;

/** CONTRACT §4: pageSize? — 5, 10 or 15 (SPEC §9), default 5. */
export const Props = v.looseObject({
  pageSize: v.optional(v.picklist(TRENDING_PAGE_SIZES), 5),
});
