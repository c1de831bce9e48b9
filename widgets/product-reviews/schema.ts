import * as v from 'valibot';
import { t } from './messages';

/** SPEC §5 Review rules with their wording; rating on a scale of 5 (SPEC §9). */
export const RATING_SCALE = 5;
/** A trimmed text that must not be blank; its message is read when a check fails, in the page's language. */
const requiredText = (message: () => string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const ReviewForm = v.object({
  title: requiredText(() => t('titleRequired')),
  comment: requiredText(() => t('commentRequired')),
  rating: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.number(),
    v.minValue(1, () => t('ratingMin', { min: 1 })),
    // maxValue's test as a check: valibot travels in the core chunk, and check is there already.
    v.check(
      (rating) => rating <= RATING_SCALE,
      () => t('ratingMax', { max: RATING_SCALE }),
    ),
  ),
});
