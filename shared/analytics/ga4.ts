// GA4's ecommerce events (CONTRACT "Analytics"), loaded by ./track only on a page with a data
// layer: its own chunk, so a page without one never pays for it. Maps the islands' products and
// cart lines to GA4 items, pushes `{ecommerce: null}` then an ecommerce event (Google's guide: the
// previous event's ecommerce object must not leak into this one), the search events with their
// `search_term` at the top level as gtag and GTM's examples have it, and fires the same event as
// `storefront:analytics` for sites that listen without a data layer tool. Never throws.
import { cartPrice, priceView } from '../text/format/price-display';
import { reportProblem } from '../page/report';
import { chosenOptions, type Cart, type CartItem } from '../page/schemas/cart';
import type { Product } from '../page/schemas/product';
import { itemLists } from './item-lists';
import type { ItemList, PageProduct, ShopperEvent } from './track';

/** SPEC §1: tracking events use BDT whatever the display symbol. */
const CURRENCY = 'BDT';
export const ANALYTICS_EVENT = 'storefront:analytics';
/** Transaction ids already pushed, so a reload or Back on the success page never counts twice. */
export const ORDERS_KEY = 'storefront:ga4-orders';
const ORDERS_KEPT = 50;

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export type Ga4Event = { event: string; ecommerce: Record<string, unknown> } | { event: 'search' | 'view_search_results'; search_term: string };

/** A money amount from a number or a decimal string ("1250.5000"), to the paisa; 0 when unreadable. */
export function amount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}

/** A relation's display name: a string, or an object's name / admin_name (brand, category). */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  return nameOf(record['name']) ?? nameOf(record['admin_name']);
}

/** Drops the fields GA4 should not see empty. */
function item(fields: Ga4Item & Record<string, unknown>): Ga4Item {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as unknown as Ga4Item;
}

export function productItem(product: PageProduct | Product, extra: Partial<Ga4Item> = {}): Ga4Item {
  const page = product as PageProduct;
  return item({
    item_id: String(product.id),
    item_name: product.name,
    item_brand: nameOf(page.brand),
    item_category: nameOf(page.category),
    price: amount(priceView(product).current),
    quantity: 1,
    ...extra,
  });
}

/** A cart line: the product it belongs to, its chosen options as item_variant ("Red / M"). */
export function lineItem(line: CartItem, quantity = line.quantity): Ga4Item {
  const variant = chosenOptions(line)
    .map((o) => o.label)
    .join(' / ');
  return item({
    item_id: String(line.product_id ?? line.id),
    item_name: line.name,
    item_variant: variant,
    price: amount(line.price ?? (line.total ?? 0) / Math.max(1, line.quantity)),
    quantity,
  });
}

/** Each list's GA4 item_list_name, by id. */
const LIST_NAMES: Record<ItemList, string> = {
  search_results: 'Search results',
  flash_deals: 'Flash deals',
  flash_deals_more: 'More deals',
  featured: 'Featured products',
  listing: 'Product listing',
  shop: 'All products',
  trending: 'Trending products',
  campaign: 'Campaign products',
  related: 'Related products',
};

const listed = (list: ItemList) => ({ item_list_id: list, item_list_name: LIST_NAMES[list] });

/** Lines whose quantity went down between two carts, by that difference (a removed line: all of it). */
export function droppedLines(before: Cart, after: Cart | null): Ga4Item[] {
  const now = new Map((after?.items ?? []).map((line) => [line.id, line.quantity]));
  return before.items.flatMap((line) => {
    const drop = line.quantity - (now.get(line.id) ?? 0);
    return drop > 0 ? [lineItem(line, drop)] : [];
  });
}

const cartItems = (cart: Cart) => cart.items.map((line) => lineItem(line));

/** Per page view: a list counts once however often it comes into view. */
const seenLists = new Set<string>();

function pushedOrders(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(ORDERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Corrupt or unreadable storage remembers nothing.
    return [];
  }
}

function rememberOrder(id: string): void {
  try {
    localStorage.setItem(ORDERS_KEY, JSON.stringify([...pushedOrders(), id].slice(-ORDERS_KEPT)));
  } catch {
    // Storage full or blocked: the order was still counted once on this page.
  }
}

const withValue = (items: Ga4Item[], more: Record<string, unknown> = {}) => ({
  currency: CURRENCY,
  value: amount(items.reduce((sum, i) => sum + i.price * i.quantity, 0)),
  ...more,
  items,
});

/** The GA4 event for what happened, or null when it must not count (again). */
export function ga4Event(event: ShopperEvent): Ga4Event | null {
  const ecommerce = (payload: Record<string, unknown>): Ga4Event => ({ event: event.name, ecommerce: payload });
  switch (event.name) {
    case 'view_item_list': {
      if (seenLists.has(event.list) || event.products.length === 0) return null;
      seenLists.add(event.list);
      return ecommerce(
        withValue(
          event.products.map((p, index) => productItem(p, { index, ...listed(event.list) })),
          listed(event.list),
        ),
      );
    }
    case 'select_item':
      return ecommerce(withValue([productItem(event.product, { index: event.index, ...listed(event.list) })], listed(event.list)));
    case 'view_item':
      return ecommerce(withValue([productItem(event.product, { price: amount(event.price), item_variant: event.variant })]));
    case 'add_to_cart': {
      const { product, quantity } = event;
      const price = amount(cartPrice(product));
      return ecommerce(
        withValue([
          item({
            item_id: String((product.parent ?? product).id),
            item_name: (product.parent ?? product).name,
            item_variant: product.variant,
            price,
            quantity,
          }),
        ]),
      );
    }
    case 'add_to_wishlist':
      return ecommerce(withValue([productItem(event.product)]));
    case 'remove_from_cart': {
      const items = droppedLines(event.before, event.after);
      return items.length === 0 ? null : ecommerce(withValue(items));
    }
    case 'view_cart':
    case 'begin_checkout':
      return ecommerce(withValue(cartItems(event.cart)));
    case 'add_shipping_info':
      return ecommerce(withValue(cartItems(event.cart), { shipping_tier: event.shipping_tier }));
    case 'add_payment_info':
      return ecommerce(withValue(cartItems(event.cart), { payment_type: event.payment_type }));
    case 'purchase': {
      const id = event.transaction_id;
      if (id === '' || pushedOrders().includes(id)) return null;
      rememberOrder(id);
      const { cart } = event;
      return ecommerce(
        withValue(cartItems(cart), {
          transaction_id: id,
          shipping: amount(cart.shipping_amount ?? 0),
          tax: amount(cart.tax_total ?? 0),
          ...(cart.coupon_code ? { coupon: cart.coupon_code } : {}),
          ...(cart.grand_total !== undefined && cart.grand_total !== null ? { value: amount(cart.grand_total) } : {}),
        }),
      );
    }
    case 'search':
    case 'view_search_results':
      return { event: event.name, search_term: event.search_term };
  }
}

/** Pushes one event to the data layer and announces it; a throwing data layer or listener is reported, never thrown. */
export function push(event: ShopperEvent): void {
  let out: Ga4Event | null;
  try {
    out = ga4Event(event);
  } catch (error) {
    reportProblem('analytics', `analytics event ${event.name} failed: ${String(error)}`);
    return;
  }
  if (!out) return;
  try {
    const layer = (window as { dataLayer?: unknown }).dataLayer;
    if (Array.isArray(layer)) layer.push(...('ecommerce' in out ? [{ ecommerce: null }] : []), out);
  } catch (error) {
    reportProblem('analytics', `dataLayer.push threw: ${String(error)}`);
  }
  try {
    window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: out }));
  } catch (error) {
    reportProblem('analytics', `a ${ANALYTICS_EVENT} listener threw: ${String(error)}`);
  }
}

/**
 * Watches the page's product lists (elements with data-item-list, their products in ./track's
 * itemLists): view_item_list once a list is first in view (once per list per page view),
 * select_item when a card's link is followed; a Turbo visit starts a new page view. ./track starts it
 * once, when this module loads: the module itself does nothing at import.
 */
const LIST = '[data-item-list]';

export function watchLists(root: Document = document): void {
  const watched = new Set<Element>();
  const listOf = (el: Element) => el.getAttribute('data-item-list') as ItemList;
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      observer.unobserve(target);
      push({ name: 'view_item_list', list: listOf(target), products: itemLists.get(target) ?? [] });
    }
  });
  const watch = (el: Element) => {
    if (watched.has(el)) return;
    watched.add(el);
    observer.observe(el);
  };
  const lists = (node: Element) => [...(node.matches(LIST) ? [node] : []), ...Array.from(node.querySelectorAll(LIST))];
  // Only what a mutation added is searched, and lists let go of only when something was removed:
  // a re-render elsewhere costs nothing here.
  const follow = (records: MutationRecord[]) => {
    if (records.some((r) => r.removedNodes.length > 0)) {
      for (const el of watched) {
        if (el.isConnected) continue;
        observer.unobserve(el);
        watched.delete(el);
      }
    }
    for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof Element) lists(node).forEach(watch);
  };
  new MutationObserver(follow).observe(root.documentElement, { childList: true, subtree: true });
  lists(root.documentElement).forEach(watch);
  // A Turbo visit (Back included) is a new page view: its lists count again.
  root.addEventListener('turbo:visit', () => seenLists.clear());
  root.addEventListener('click', (e) => {
    const card = (e.target as Element | null)?.closest?.('a[href]')?.closest('[data-product-id]');
    const el = card?.closest('[data-item-list]');
    if (!card || !el) return;
    const all = itemLists.get(el) ?? [];
    const index = all.findIndex((p) => String(p.id) === card.getAttribute('data-product-id'));
    const product = all[index];
    if (product) push({ name: 'select_item', list: listOf(el), product, index });
  });
}
