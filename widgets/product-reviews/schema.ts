import * as v from 'valibot';
import { Id, Money, Text } from '../../shared/schemas/common';
import { t } from './messages';

export const ProductReviewsProps = v.looseObject({ productId: Id });

/** SPEC §3 Review. Every field is shown as text, never as HTML. */
export const Review = v.looseObject({
  id: v.optional(Id),
  name: Text,
  title: Text,
  comment: Text,
  rating: v.optional(
    v.pipe(
      Money,
      v.transform((n) => Math.min(5, Math.max(0, Math.round(n)))),
    ),
    0,
  ),
  created_at: Text,
});
export type Review = v.InferOutput<typeof Review>;

export interface ReviewPage {
  reviews: Review[];
  page: number;
  total: number;
  perPage: number;
}

/** Bagisto answers a paginated collection {data, meta}; a bare or wrapped list is accepted too. */
export const ReviewsAnswer = v.union([
  v.pipe(
    v.looseObject({
      data: v.array(Review),
      meta: v.optional(v.looseObject({ current_page: v.optional(Money), per_page: v.optional(Money), total: v.optional(Money) })),
    }),
    v.transform((o): ReviewPage => ({
      reviews: o.data,
      page: o.meta?.current_page ?? 1,
      total: o.meta?.total ?? o.data.length,
      perPage: o.meta?.per_page || Math.max(1, o.data.length),
    })),
  ),
  v.pipe(
    v.array(Review),
    v.transform((list): ReviewPage => ({ reviews: list, page: 1, total: list.length, perPage: Math.max(1, list.length) })),
  ),
]);

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
    v.maxValue(RATING_SCALE, () => t('ratingMax', { max: RATING_SCALE })),
  ),
});

/** POST answer: {data: {message}} or {data: {error_message}}. */
export const ReviewAnswer = v.looseObject({
  message: v.optional(v.string()),
  data: v.optional(v.nullable(v.looseObject({ message: v.optional(v.string()), error_message: v.optional(v.string()) }))),
});
