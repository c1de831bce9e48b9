// The ad pixel's events (Meta's fbq, SPEC §7), loaded by ./track only on a page that has the
// pixel: its own chunk, so a page without one never pays for it.
import { cartPrice } from '../text/format/price-display';
import type { Cart } from '../page/schemas/cart';
import { globals } from '../page/globals';
import type { ShopperEvent } from './track';

type Pixel = (command: 'track', event: string, data: Record<string, unknown>) => void;

/** SPEC §1: tracking events use BDT whatever the display symbol. */
const TRACKING_CURRENCY = 'BDT';

/** SHA-256 hex of the trimmed, lower-cased value: customer details never leave in clear. */
export async function sha256(value: string): Promise<string> {
  const bytes = new TextEncoder().encode(value.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The customer of the globals as the pixel's hashed matching fields (em, ph, fn, ln). */
async function hashedCustomer(): Promise<Record<string, string>> {
  const customer = globals().customer;
  if (!customer) return {};
  const fields: Array<[string, string | null | undefined]> = [
    ['em', customer.email],
    ['ph', customer.phone],
    ['fn', customer.first_name],
    ['ln', customer.last_name],
  ];
  const out: Record<string, string> = {};
  for (const [key, value] of fields) if (value && value.trim() !== '') out[key] = await sha256(value);
  return out;
}

/** What the pixel learns of a cart: never the customer in clear (hashedCustomer hashes). */
function cartData(cart: Cart): Record<string, unknown> {
  return {
    value: cart.grand_total ?? 0,
    num_items: cart.items.reduce((n, i) => n + i.quantity, 0),
    content_ids: cart.items.map((i) => String(i.product_id ?? i.id)),
    content_type: 'product',
  };
}

/** The pixel's name and data for a shopper event; undefined for the events it does not take. */
async function pixelEvent(event: ShopperEvent): Promise<[string, Record<string, unknown>] | undefined> {
  switch (event.name) {
    case 'add_to_cart': {
      const { product, quantity } = event;
      return [
        'AddToCart',
        { content_ids: [String(product.id)], content_name: product.name, content_type: 'product', value: cartPrice(product) * quantity },
      ];
    }
    // Hashing needs crypto.subtle (a secure page): without it the event fails, and ./track reports it.
    case 'begin_checkout':
      return ['InitiateCheckout', { ...cartData(event.cart), ...(await hashedCustomer()) }];
    case 'purchase':
      return ['Purchase', { ...cartData(event.cart), ...(await hashedCustomer()) }];
    default:
      return undefined;
  }
}

/** Sends the event's pixel counterpart, if the page has the pixel and the event has one. */
export async function push(event: ShopperEvent): Promise<void> {
  const fbq = (window as { fbq?: unknown }).fbq;
  if (typeof fbq !== 'function') return;
  const found = await pixelEvent(event);
  if (found) (fbq as Pixel)('track', found[0], { ...found[1], currency: TRACKING_CURRENCY });
}
