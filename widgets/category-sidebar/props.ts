import * as v from 'valibot';

export const Props = v.looseObject({ currentSlug: v.optional(v.string()) });
