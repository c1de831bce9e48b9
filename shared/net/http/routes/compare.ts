// The compare page's call: a guest's stored ids as full products (SPEC §3 Compare product).
import * as v from 'valibot';
import { Flag, Id, listOf, OptionalMoney, Text } from '../../../page/schemas/common';
import { ImageUrl } from '../../../page/safe-url';
import type { Route } from './route';

const PriceEntry = v.nullish(v.looseObject({ price: OptionalMoney, formatted_price: Text }));

/** SPEC §3 Compare product (Bagisto's ProductResource). */
export const CompareProduct = v.looseObject({
  id: Id,
  name: Text,
  sku: v.nullish(v.string()),
  type: v.optional(v.string(), 'simple'),
  url_key: v.nullish(v.string()),
  description: v.nullish(v.string()),
  base_image: v.nullish(v.looseObject({ small_image_url: ImageUrl, medium_image_url: ImageUrl })),
  has_campaign: v.optional(Flag, false),
  final_price: OptionalMoney,
  prices: v.nullish(v.looseObject({ regular: PriceEntry, final: PriceEntry })),
});
export type CompareProduct = v.InferOutput<typeof CompareProduct>;

export const compareProducts = {
  method: 'GET',
  path: '/api/compare-items',
  schema: listOf(CompareProduct),
  safe: true,
} as const satisfies Route;
