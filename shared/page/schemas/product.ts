import * as v from 'valibot';
import { Flag, Id, OptionalMoney, Text } from './common';

export const ProductImage = v.looseObject({
  id: v.optional(Id),
  path: Text,
});

const ProductVariantPrice = v.looseObject({
  price: OptionalMoney,
  special_price: OptionalMoney,
});

/** A product as list and detail answers carry it (SPEC §3). */
export const Product = v.looseObject({
  id: Id,
  type: v.optional(v.string(), 'simple'),
  name: Text,
  url_key: v.nullish(v.string()),
  slug: v.nullish(v.string()),
  sku: v.nullish(v.string()),
  images: v.optional(v.nullable(v.array(ProductImage)), []),
  price: OptionalMoney,
  special_price: OptionalMoney,
  final_price: OptionalMoney,
  has_campaign: v.optional(Flag, false),
  product_variants: v.optional(v.nullable(v.array(ProductVariantPrice)), []),
  short_description: v.nullish(v.string()),
  description: v.nullish(v.string()),
  video_link: v.nullish(v.string()),
});
export type Product = v.InferOutput<typeof Product>;
