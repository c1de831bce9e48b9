import * as v from 'valibot';
import { Flag, Id, OptionalMoney, Text } from './common';
import { ImageUrl } from '../safe-url';

const PriceEntry = v.looseObject({ price: OptionalMoney, formatted_price: Text });

/** SPEC §3 Wishlist item. */
export const WishlistItem = v.looseObject({
  id: Id,
  product: v.looseObject({
    id: Id,
    name: Text,
    url_key: v.nullish(v.string()),
    type: v.optional(v.string(), 'simple'),
    base_image: v.nullish(v.looseObject({ small_image_url: ImageUrl, medium_image_url: ImageUrl })),
    has_campaign: v.optional(Flag, false),
    final_price: OptionalMoney,
    prices: v.nullish(v.looseObject({ regular: v.nullish(PriceEntry), final: v.nullish(PriceEntry) })),
  }),
});
export type WishlistItem = v.InferOutput<typeof WishlistItem>;
