// The Reviews tab's calls (SPEC §2 Reviews tab).
import * as v from 'valibot';
import { Id, Money, Text } from '../../../page/schemas/common';
import type { Route } from './route';

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

interface ReviewPage {
  reviews: Review[];
  page: number;
  total: number;
  perPage: number;
}

/** Bagisto answers a paginated collection {data, meta}; a bare or wrapped list is accepted too. */
const ReviewsAnswer = v.union([
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

export const productReviews = {
  method: 'GET',
  path: '/api/product/{productId}/reviews',
  schema: ReviewsAnswer,
  safe: true,
} as const satisfies Route;

/** POST answer: {data: {message}} or {data: {error_message}}. */
const ReviewAnswer = v.looseObject({
  message: v.optional(v.string()),
  data: v.optional(v.nullable(v.looseObject({ message: v.optional(v.string()), error_message: v.optional(v.string()) }))),
});

export const reviewAdd = {
  method: 'POST',
  path: '/api/product/{productId}/review',
  schema: ReviewAnswer,
  multipart: true,
} as const satisfies Route;
