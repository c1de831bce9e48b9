import * as v from 'valibot';
import { Money } from '../../shared/page/schemas/common';
import { Product } from '../../shared/page/schemas/product';

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
