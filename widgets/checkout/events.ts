import { trackWithCustomer } from '../../shared/analytics';
import type { Cart } from '../../shared/schemas/cart';
import { track } from '../../shared/track';
import type { OrderAnswer } from './api';

/** What the ad pixel learns of a cart: never the customer in clear (trackWithCustomer hashes). */
function cartData(cart: Cart): Record<string, unknown> {
  return {
    value: cart.grand_total ?? 0,
    num_items: cart.items.reduce((n, i) => n + i.quantity, 0),
    content_ids: cart.items.map((i) => String(i.product_id ?? i.id)),
    content_type: 'product',
  };
}

export function trackBeginCheckout(cart: Cart): void {
  // Hashing needs crypto.subtle (a secure page): without it the pixel event is dropped, never thrown.
  trackWithCustomer('InitiateCheckout', cartData(cart)).catch(() => undefined);
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

/** The order events (pixel and GA4 purchase), given a moment to leave before the page does (hashing and the GA4 chunk are async). */
export function trackOrderPlaced(cart: Cart, orderId: string): Promise<void> {
  const sent = Promise.all([
    trackWithCustomer('Purchase', cartData(cart)).catch(() => undefined),
    track({ name: 'purchase', cart, transaction_id: orderId }),
  ]);
  return Promise.race([sent.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 500))]);
}
