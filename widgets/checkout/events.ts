import type { Cart } from '../../shared/page/schemas/cart';
import { beforeLeaving, track } from '../../shared/analytics/track';
import type { OrderAnswer } from './api';

export function trackBeginCheckout(cart: Cart): void {
  void track({ name: 'begin_checkout', cart });
}

/**
 * The order's id for analytics: the answer's own when it names one; Bagisto's answers only
 * `{redirect, redirect_url}`, so else the id of the cart the order was made from (one order per
 * cart: Bagisto keeps it as the order's cart_id).
 */
export function transactionId(answer: OrderAnswer, cart: Cart): string {
  const data = answer.data as Record<string, unknown> | null | undefined;
  const order = data?.['order'];
  const own =
    order && typeof order === 'object'
      ? ((order as Record<string, unknown>)['increment_id'] ?? (order as Record<string, unknown>)['id'])
      : data?.['order_id'];
  return typeof own === 'string' || typeof own === 'number' ? String(own) : String(cart.id);
}

/** The order events (pixel and GA4 purchase), given a moment to leave before the page does. */
export function trackOrderPlaced(cart: Cart, orderId: string): Promise<void> {
  return beforeLeaving(track({ name: 'purchase', cart, transaction_id: orderId }));
}
