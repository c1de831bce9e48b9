// The islands' one door to GA4 (CONTRACT "Analytics"). Core-side and tiny on purpose: every page
// with an island pays for this file, so it only checks for the data layer and hands the event
// to ./ga4, a chunk of its own that a page without a data layer never loads.
import type { CartProduct } from './actions/add-to-cart';
import type { Cart } from './schemas/cart';
import type { Product } from './schemas/product';
import { reportProblem } from './report';

/** A product list as GA4 names it: item_list_id / item_list_name. */
export interface ItemList {
  id: string;
  name: string;
}

/** A product as the product page knows it: the kernel product plus what Blade eager-loads. */
export type PageProduct = Product & { brand?: unknown; category?: unknown };

/** What an island tells analytics; ./ga4 turns each into GA4's ecommerce event. */
export type ShopperEvent =
  | { name: 'view_item_list'; list: ItemList; products: readonly Product[] }
  | { name: 'select_item'; list: ItemList; product: Product; index: number }
  | { name: 'view_item'; product: PageProduct; price: number; variant?: string | undefined }
  | { name: 'add_to_cart'; product: CartProduct; quantity: number }
  | { name: 'add_to_wishlist'; product: Product }
  | { name: 'remove_from_cart'; before: Cart; after: Cart | null }
  | { name: 'view_cart' | 'begin_checkout'; cart: Cart }
  | { name: 'add_shipping_info'; cart: Cart; shipping_tier: string }
  | { name: 'add_payment_info'; cart: Cart; payment_type: string }
  | { name: 'purchase'; cart: Cart; transaction_id: string }
  | { name: 'search' | 'view_search_results'; search_term: string };

type Ga4 = typeof import('./ga4');
let ga4: Promise<Ga4> | undefined;

/** The GA4 module, on a page that opted in with a Google Tag Manager / gtag data layer; else undefined. */
export function analytics(): Promise<Ga4> | undefined {
  if (!Array.isArray((window as { dataLayer?: unknown }).dataLayer)) return undefined;
  // One promise: events queue behind it and reach the data layer in the order they happened.
  return (ga4 ??= import('./ga4'));
}

/** Sends one event to the data layer, if the page has one. Never throws, never rejects. */
export function track(event: ShopperEvent): Promise<void> {
  return (
    analytics()?.then(
      (m) => m.push(event),
      (error: unknown) => reportProblem('analytics', `analytics failed to load: ${String(error)}`),
    ) ?? Promise.resolve()
  );
}
