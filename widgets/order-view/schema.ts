import * as v from 'valibot';
import { Id, Money, OptionalMoney, Text } from '../../shared/page/schemas/common';

const Address = v.looseObject({
  name: Text,
  first_name: Text,
  last_name: Text,
  address1: v.optional(v.union([v.string(), v.array(v.string())]), ''),
  city: Text,
  state: Text,
  postcode: Text,
  country: Text,
  phone: Text,
});
export type OrderAddress = v.InferOutput<typeof Address>;

const Item = v.looseObject({
  id: v.optional(Id),
  sku: Text,
  name: Text,
  price: Money,
  qty_ordered: Money,
  total: Money,
  tax_percent: OptionalMoney,
  tax_amount: OptionalMoney,
});

/** SPEC §3 Order, as the invoice page hands it over. */
export const Order = v.looseObject({
  id: Id,
  increment_id: v.optional(Text),
  status: Text,
  created_at: Text,
  items: v.optional(v.array(Item), []),
  subtotal: OptionalMoney,
  shipping_handling: OptionalMoney,
  tax: OptionalMoney,
  grand_total: Money,
  total_paid: OptionalMoney,
  total_refunded: OptionalMoney,
  total_due: OptionalMoney,
  billing_address: v.nullish(Address),
  shipping_address: v.nullish(Address),
  shipping_method: Text,
  shipping_title: v.optional(Text),
  payment_method: Text,
  payment_title: v.optional(Text),
});
export type Order = v.InferOutput<typeof Order>;

export const OrderViewProps = v.object({ order: Order });
