import { trackWithCustomer } from '../../shared/analytics';
import type { Cart } from '../../shared/schemas/cart';

/** What the ad pixel learns of a cart: never the customer in clear (trackWithCustomer hashes). */
function cartData(cart: Cart): Record<string, unknown> {
  return {
    value: cart.grand_total ?? 0,
    num_items: cart.items.reduce((n, i) => n + i.quantity, 0),
    content_ids: cart.items.map((i) => String(i.product_id ?? i.id)),
    content_type: 'product',
  };
}

export const trackBeginCheckout = (cart: Cart) => trackWithCustomer('InitiateCheckout', cartData(cart));

/** The order event, given a moment to leave before the page does (hashing is async). */
export function trackOrderPlaced(cart: Cart): Promise<void> {
  const sent = trackWithCustomer('Purchase', cartData(cart)).catch(() => undefined);
  return Promise.race([sent, new Promise<void>((resolve) => setTimeout(resolve, 500))]);
}
