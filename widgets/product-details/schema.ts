import * as v from 'valibot';
import { Id, listOf, Money, OptionalMoney, Text } from '../../shared/schemas/common';
import { Product, ProductImage } from '../../shared/schemas/product';

/** GET /get/variant-products/{id}. */
export const Variant = v.looseObject({
  id: Id,
  name: Text,
  price: Money,
  special_price: OptionalMoney,
  images: v.optional(v.nullable(v.array(ProductImage)), []),
});
export type Variant = v.InferOutput<typeof Variant>;

/**
 * The product as the page hands it over (SPEC §3): the kernel Product plus the
 * campaign relation when Blade eager-loads it, so a variant's campaign price
 * follows the same rule as the product's.
 */
export const ProductPage = v.looseObject({
  ...Product.entries,
  campaign: v.nullish(
    v.looseObject({
      discount_type: v.nullish(v.string()),
      discount: v.nullish(Money),
    }),
  ),
});
export type ProductPage = v.InferOutput<typeof ProductPage>;

export const ProductDetailsProps = v.looseObject({ product: ProductPage });

/** GET /get/variant-products/{id}: a bare list (or wrapped, the kernel accepts both). */
export const VariantList = listOf(Variant);
