import * as v from 'valibot';
import { Id, Money, OptionalMoney, Text } from './common';
import { ImageUrl } from '../safe-url';

export const CartItem = v.looseObject({
  id: Id,
  name: Text,
  quantity: v.pipe(
    Money,
    v.transform((n) => Math.trunc(n)),
  ),
  price: OptionalMoney,
  formatted_price: Text,
  total: OptionalMoney,
  formatted_total: Text,
  product_id: v.optional(Id),
  product_url_key: v.nullish(v.string()),
  type: v.nullish(v.string()),
  base_image: v.nullish(
    v.looseObject({
      small_image_url: ImageUrl,
      medium_image_url: ImageUrl,
    }),
  ),
  // Kept raw: a malformed options value must never fail the cart. Read with chosenOptions().
  options: v.optional(v.unknown()),
  additional: v.optional(v.unknown()),
});
export type CartItem = v.InferOutput<typeof CartItem>;

/** One chosen option of a configurable line, e.g. {name: 'Color', label: 'White'}. */
export interface LineOption {
  name: string;
  label: string;
}

const OptionEntry = v.looseObject({
  attribute_name: v.union([v.string(), v.number()]),
  option_label: v.union([v.string(), v.number()]),
});

/**
 * The variant a line was bought as. Bagisto's CartItemResource sends `options` from
 * `additional.attributes`, which PHP keys by attribute code, so it arrives as a list or as
 * an object map ({"color": {...}}); older resources only send `additional`. Read leniently:
 * anything else is no options, and an entry without a name or a label is skipped.
 */
export function chosenOptions(item: { options?: unknown; additional?: unknown }): LineOption[] {
  const additional = item.additional;
  const raw = item.options ?? (additional && typeof additional === 'object' ? (additional as Record<string, unknown>)['attributes'] : undefined);
  const entries = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return entries.flatMap((entry) => {
    const parsed = v.safeParse(OptionEntry, entry);
    if (!parsed.success) return [];
    const name = String(parsed.output.attribute_name).trim();
    const label = String(parsed.output.option_label).trim();
    return name && label ? [{ name, label }] : [];
  });
}

/** Bagisto's cart resource (BACKEND-NOTES "Cart"). */
export const Cart = v.looseObject({
  id: Id,
  items: v.array(CartItem),
  items_count: v.optional(
    v.pipe(
      Money,
      v.transform((n) => Math.trunc(n)),
    ),
    0,
  ),
  items_qty: OptionalMoney,
  sub_total: OptionalMoney,
  formatted_sub_total: Text,
  base_sub_total: OptionalMoney,
  grand_total: OptionalMoney,
  formatted_grand_total: Text,
  discount_amount: OptionalMoney,
  formatted_discount_amount: Text,
  shipping_amount: OptionalMoney,
  formatted_shipping_amount: Text,
  tax_total: OptionalMoney,
  formatted_tax_total: Text,
  coupon_code: v.nullish(v.string()),
  shipping_method: v.nullish(v.string()),
  payment_method: v.nullish(v.string()),
});
export type Cart = v.InferOutput<typeof Cart>;

/** GET /api/checkout/cart → `{data: Cart | null}`. */
export const CartAnswer = v.looseObject({ data: v.nullable(Cart) });

/**
 * A cart mutation's answer. Usually `{data: Cart, message}`, but a failed
 * update can be 200 with `{data: {message}}` (BACKEND-NOTES), so the cart is
 * optional and callers check for it.
 */
export const CartMutationAnswer = v.looseObject({
  data: v.optional(v.union([Cart, v.looseObject({ message: v.optional(v.string()) }), v.null()])),
  message: v.optional(v.string()),
  redirect: v.optional(v.union([v.string(), v.boolean()])),
  redirect_uri: v.optional(v.string()),
});
export type CartMutationAnswer = v.InferOutput<typeof CartMutationAnswer>;

export function isCart(value: unknown): value is Cart {
  return v.is(Cart, value);
}
