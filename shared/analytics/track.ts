// The islands' one door to analytics (CONTRACT "Analytics"): GA4 and the ad pixel. Core-side and
// tiny on purpose: every page with an island pays for this file, so it only checks what the page
// has and hands the event to ./ga4 or ./pixel, chunks of their own that a page without a data
// layer or a pixel never loads.
import type { CartProduct } from '../text/format/price-display';
import type { Cart } from '../page/schemas/cart';
import type { Product } from '../page/schemas/product';
import { itemLists } from './item-lists';
import { once } from '../page/once';
import { reportProblem } from '../page/report';

/** A product list, by its GA4 item_list_id; ./ga4 holds the names, so the widgets carry only the id. */
export type ItemList = 'search_results' | 'flash_deals' | 'flash_deals_more' | 'featured' | 'listing' | 'shop' | 'trending' | 'campaign' | 'related';

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

type Page = Window & { dataLayer?: unknown; fbq?: unknown };

/** A chunk loaded only when the page has what it serves; one load, so events keep their order. */
const whenPresent =
  <M>(present: (page: Page) => boolean, load: () => Promise<M>): (() => Promise<M> | undefined) =>
  () =>
    present(window) ? load() : undefined;

/** The GA4 module, on a page that opted in with a Google Tag Manager / gtag data layer; else undefined. */
export const analytics = whenPresent(
  (page) => Array.isArray(page.dataLayer),
  once(() => import('./ga4').then((m) => (m.watchLists(), m))),
);

/** The ad pixel's module, on a page that has the pixel (Meta's fbq); else undefined. */
const adPixel = whenPresent(
  (page) => typeof page.fbq === 'function',
  once(() => import('./pixel')),
);

/** What a product list's element carries for analytics: its id, and a ref that keeps its products for ./ga4. */
export function itemListProps(list: ItemList | undefined, products: readonly Product[]) {
  return (
    list && {
      'data-item-list': list,
      ref: (el: Element | null) => {
        if (!el) return;
        itemLists.set(el, products);
        void analytics();
      },
    }
  );
}

/**
 * Sends one event to what the page has: GA4's data layer, the ad pixel, both or neither (then
 * nothing loads). Never throws, never rejects: a failure (a chunk that did not load, a pixel
 * that threw) is reported.
 */
export function track(event: ShopperEvent): Promise<void> {
  return Promise.all([analytics(), adPixel()].map((module) => module?.then((m) => m.push(event)))).then(
    () => undefined,
    (error: unknown) => reportProblem('analytics', `analytics event ${event.name} failed: ${String(error)}`),
  );
}

/** Gives the events sent before leaving the page a moment to go (the chunk load, hashing), at most half a second. */
export function beforeLeaving(sent: Promise<void>): Promise<void> {
  return Promise.race([sent, new Promise<void>((resolve) => setTimeout(resolve, 500))]);
}
