import * as v from 'valibot';
import { Id, Money, Text } from '../../shared/page/schemas/common';

/** One row of the orders list (SPEC §3 Order). */
export const OrderRow = v.looseObject({
  id: Id,
  increment_id: v.optional(Text),
  status: Text,
  grand_total: Money,
  created_at: Text,
  customer_first_name: Text,
  customer_last_name: Text,
});
export type OrderRow = v.InferOutput<typeof OrderRow>;

export const OrdersListProps = v.object({ orders: v.array(OrderRow) });
