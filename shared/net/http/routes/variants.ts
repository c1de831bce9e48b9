// The product page's variants (SPEC §2 Product details).
import * as v from 'valibot';
import { Id, listOf, Money, OptionalMoney, Text } from '../../../page/schemas/common';
import { ProductImage } from '../../../page/schemas/product';
import type { Route } from './route';

export const Variant = v.looseObject({
  id: Id,
  name: Text,
  price: Money,
  special_price: OptionalMoney,
  images: v.optional(v.nullable(v.array(ProductImage)), []),
});
export type Variant = v.InferOutput<typeof Variant>;

/** A bare list (or wrapped: the kernel accepts both). */
export const variantProducts = {
  method: 'GET',
  path: '/get/variant-products/{productId}',
  schema: listOf(Variant),
  safe: true,
} as const satisfies Route;
