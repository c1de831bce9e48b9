import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cart } from '../page/schemas/cart';
import { Product } from '../page/schemas/product';
import type { ItemList } from './track';

type Layer = { dataLayer?: unknown[] };
const layer = () => (window as Layer).dataLayer!;
/** The pushed events, without the `{ecommerce: null}` before each. */
const events = () =>
  layer().filter((e) => (e as { event?: string }).event) as Array<{ event: string; ecommerce: Record<string, unknown>; search_term?: string }>;

const product = (id: number, extra: Record<string, unknown> = {}) =>
  v.parse(Product, { id, name: `Panjabi ${id}`, url_key: `p-${id}`, price: '1250.5000', special_price: null, ...extra });

const cart = (items: Array<{ id: number; quantity: number | string; options?: unknown }>) =>
  v.parse(Cart, {
    id: 77,
    items: items.map((i) => ({ product_id: 100 + i.id, name: `Line ${i.id}`, price: '499.9900', formatted_price: '', ...i })),
    grand_total: '1059.9700',
    shipping_amount: '60.0000',
  });

const LIST: ItemList = 'trending';

/** A fresh GA4 module, as a new page load gets it. */
async function ga4() {
  vi.resetModules();
  return import('./ga4');
}

beforeEach(() => {
  (window as Layer).dataLayer = [];
});
afterEach(() => {
  delete (window as Layer).dataLayer;
  vi.restoreAllMocks();
});

describe('GA4 items', () => {
  it('reads decimal strings to the paisa, names brand and category where known, and the chosen options as item_variant', async () => {
    const { amount, lineItem, productItem } = await ga4();
    expect([amount('1250.5000'), amount(' 99.999 '), amount(12), amount(''), amount('abc'), amount(null)]).toEqual([1250.5, 100, 12, 0, 0, 0]);
    expect(productItem(product(1, { brand: { admin_name: 'Aarong' }, category: { name: 'Men' } }))).toEqual({
      item_id: '1',
      item_name: 'Panjabi 1',
      item_brand: 'Aarong',
      item_category: 'Men',
      price: 1250.5,
      quantity: 1,
    });
    // A product without them has no empty fields.
    expect(Object.keys(productItem(product(2)))).toEqual(['item_id', 'item_name', 'price', 'quantity']);
    const options = [
      { attribute_name: 'Color', option_label: 'Red' },
      { attribute_name: 'Size', option_label: 'M' },
    ];
    const [line] = cart([{ id: 1, quantity: '2', options }]).items;
    expect(lineItem(line!)).toEqual({ item_id: '101', item_name: 'Line 1', item_variant: 'Red / M', price: 499.99, quantity: 2 });
    // Options keyed by attribute code (an object map) read the same.
    const [mapped] = cart([{ id: 2, quantity: 1, options: { color: options[0], size: options[1] } }]).items;
    expect(lineItem(mapped!).item_variant).toBe('Red / M');
  });
});

describe('GA4 events', () => {
  it('pushes {ecommerce: null} before each event, in BDT, and fires it as storefront:analytics', async () => {
    const { push } = await ga4();
    const heard: unknown[] = [];
    window.addEventListener('storefront:analytics', (e) => heard.push((e as CustomEvent).detail));
    push({ name: 'add_to_cart', product: { id: 9, name: 'Shirt', price: 800, special_price: 650 }, quantity: 3 });
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'BDT', value: 1950, items: [{ item_id: '9', item_name: 'Shirt', price: 650, quantity: 3 }] },
      },
    ]);
    expect(heard).toEqual([layer()[1]]);
  });

  it('pushes the search events as gtag has them: search_term at the top level, no ecommerce object and none cleared', async () => {
    const { push } = await ga4();
    const heard: unknown[] = [];
    window.addEventListener('storefront:analytics', (e) => heard.push((e as CustomEvent).detail));
    push({ name: 'add_to_cart', product: { id: 9, name: 'Shirt', price: 800 }, quantity: 1 });
    push({ name: 'search', search_term: 'panjabi' });
    push({ name: 'view_search_results', search_term: 'panjabi' });
    expect(layer().slice(2)).toEqual([
      { event: 'search', search_term: 'panjabi' },
      { event: 'view_search_results', search_term: 'panjabi' },
    ]);
    expect(heard.slice(1)).toEqual(layer().slice(2));
  });

  it('counts a variant added as its product, in its options', async () => {
    const { push } = await ga4();
    push({
      name: 'add_to_cart',
      product: { id: 31, parent: { id: 3, name: 'Panjabi' }, variant: 'Red / M', name: 'Panjabi - Red / M', price: 1000 },
      quantity: 1,
    });
    expect(events()[0]!.ecommerce['items']).toEqual([{ item_id: '3', item_name: 'Panjabi', item_variant: 'Red / M', price: 1000, quantity: 1 }]);
  });

  it('counts a list once per page view, with each item index and the list ids; a Turbo visit counts it again', async () => {
    const { push, watchLists } = await ga4();
    watchLists();
    const products = [product(1), product(2)];
    push({ name: 'view_item_list', list: LIST, products });
    push({ name: 'view_item_list', list: LIST, products });
    push({ name: 'view_item_list', list: 'featured', products });
    expect(events().map((e) => e.ecommerce['item_list_id'])).toEqual(['trending', 'featured']);
    expect(events()[0]!.ecommerce['items']).toEqual([
      expect.objectContaining({ item_id: '1', index: 0, item_list_id: 'trending', item_list_name: 'Trending products' }),
      expect.objectContaining({ item_id: '2', index: 1, item_list_id: 'trending', item_list_name: 'Trending products' }),
    ]);
    document.dispatchEvent(new Event('turbo:visit'));
    push({ name: 'view_item_list', list: LIST, products });
    expect(events().map((e) => e.ecommerce['item_list_id'])).toEqual(['trending', 'featured', 'trending']);
  });

  it('removes the difference in quantity: a lowered line by what it lost, a removed line whole, nothing when nothing dropped', async () => {
    const { push } = await ga4();
    const before = cart([
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: 2 },
    ]);
    const after = cart([
      { id: 1, quantity: 1 },
      { id: 3, quantity: 5 },
    ]);
    push({ name: 'remove_from_cart', before, after });
    push({ name: 'remove_from_cart', before: after, after });
    expect(events()).toHaveLength(1);
    expect(events()[0]!.ecommerce).toEqual({
      currency: 'BDT',
      value: 1499.97,
      items: [
        { item_id: '101', item_name: 'Line 1', price: 499.99, quantity: 2 },
        { item_id: '102', item_name: 'Line 2', price: 499.99, quantity: 1 },
      ],
    });
  });

  it('pushes a purchase once per order id, also after a reload, and survives corrupt storage', async () => {
    const order = cart([{ id: 1, quantity: 2 }]);
    localStorage.setItem('storefront:ga4-orders', '{not json');
    let mod = await ga4();
    mod.push({ name: 'purchase', cart: order, transaction_id: '77' });
    mod.push({ name: 'purchase', cart: order, transaction_id: '77' });
    expect(events()).toHaveLength(1);
    expect(events()[0]!.ecommerce).toMatchObject({ transaction_id: '77', value: 1059.97, shipping: 60, currency: 'BDT' });
    // The success page reloaded (or Back): a fresh module, the same order.
    mod = await ga4();
    mod.push({ name: 'purchase', cart: order, transaction_id: '77' });
    mod.push({ name: 'purchase', cart: order, transaction_id: '78' });
    expect(events().map((e) => e.ecommerce['transaction_id'])).toEqual(['77', '78']);
    localStorage.setItem('storefront:ga4-orders', '{"77": true}');
    mod.push({ name: 'purchase', cart: order, transaction_id: '79' });
    expect(JSON.parse(localStorage.getItem('storefront:ga4-orders')!)).toEqual(['79']);
  });

  it('reports a throwing dataLayer.push or listener and still tells the other', async () => {
    const { push } = await ga4();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (window as Layer).dataLayer = Object.assign([], {
      push: () => {
        throw new Error('GTM broke');
      },
    });
    const heard: string[] = [];
    window.addEventListener('storefront:analytics', (e) => heard.push((e as CustomEvent<{ event: string }>).detail.event), { once: true });
    expect(() => push({ name: 'search', search_term: 'panjabi' })).not.toThrow();
    expect(heard).toEqual(['search']);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('dataLayer.push threw: Error: GTM broke')]);
  });
});

describe('watchLists', () => {
  let observer: { callback: IntersectionObserverCallback; watching: Set<Element> } | undefined;
  beforeEach(() => {
    observer = undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observer = { callback, watching: new Set() };
        }
        observe(el: Element) {
          observer!.watching.add(el);
        }
        unobserve(el: Element) {
          observer!.watching.delete(el);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const seen = (target: Element, isIntersecting: boolean) =>
    observer!.callback([{ isIntersecting, target } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);

  it('counts a list when it first comes into view, and a followed card link as select_item with its index', async () => {
    const { watchLists } = await ga4();
    const { itemLists } = await import('./item-lists');
    const el = document.createElement('ul');
    el.setAttribute('data-item-list', LIST);
    el.innerHTML =
      '<li><article data-product-id="1"><a href="/products/p-1">One</a></article></li><li><article data-product-id="2"><a href="/products/p-2">Two</a><button>Add</button></article></li>';
    itemLists.set(el, [product(1), product(2)]);
    document.body.append(el);
    watchLists();
    expect(observer!.watching.has(el)).toBe(true);
    seen(el, false);
    expect(events()).toEqual([]);
    seen(el, true);
    expect(observer!.watching.has(el)).toBe(false);
    el.querySelector('button')!.click();
    el.querySelectorAll('a')[1]!.addEventListener('click', (e) => e.preventDefault());
    el.querySelectorAll('a')[1]!.click();
    expect(events().map((e) => e.event)).toEqual(['view_item_list', 'select_item']);
    expect(events()[1]!.ecommerce['items']).toEqual([expect.objectContaining({ item_id: '2', index: 1, item_list_id: 'trending' })]);
    el.remove();
  });

  it('watches a list rendered later, and lets go of one taken off the page', async () => {
    const { watchLists } = await ga4();
    watchLists();
    const el = document.createElement('ul');
    el.setAttribute('data-item-list', LIST);
    document.body.append(el);
    await vi.waitFor(() => expect(observer!.watching.has(el)).toBe(true));
    el.remove();
    document.body.append(document.createElement('p'));
    await vi.waitFor(() => expect(observer!.watching.has(el)).toBe(false));
  });
});

describe('track', () => {
  it('does nothing on a page without a data layer: no global, no event, no GA4 module', async () => {
    delete (window as Layer).dataLayer;
    vi.resetModules();
    const { track, analytics } = await import('./track');
    const heard = vi.fn();
    window.addEventListener('storefront:analytics', heard);
    await track({ name: 'search', search_term: 'panjabi' });
    expect(analytics()).toBeUndefined();
    expect('dataLayer' in window).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    window.removeEventListener('storefront:analytics', heard);
  });

  it('loads the GA4 module on a page with one and pushes in the order things happened', async () => {
    vi.resetModules();
    const { track } = await import('./track');
    await Promise.all([track({ name: 'search', search_term: 'a' }), track({ name: 'view_search_results', search_term: 'a' })]);
    expect(events().map((e) => e.event)).toEqual(['search', 'view_search_results']);
  });
});
