import { signal, type Signal } from '@preact/signals-react';
import { onTestReset } from '../page/test-reset';

/**
 * The filter state that `product-filter` and `product-listing` share (CONTRACT §4),
 * keyed by `${scope}:${id}` so the two islands meet wherever each sits on the page.
 * The state lives in the URL query (min_price, max_price, brand_id, color_id,
 * size_id) so a filtered listing can be shared, and back/forward restore it
 * (Bagisto's listing pushes the URL but ignores popstate).
 */
export type ListingScope = 'category' | 'brand';

export interface ListingFilter {
  min_price: number;
  max_price: number;
  brand_id: readonly number[];
  color_id: readonly number[];
  size_id: readonly number[];
}

/**
 * SPEC §5/§9: slider 0 to 100000. Until the shopper narrows it the slider shows its full
 * range (SPEC's old 0–60000 default hid every product above ৳ 60,000 from a
 * shopper who had not filtered at all).
 */
export const PRICE_MIN = 0;
export const PRICE_MAX = 100_000;
export const DEFAULT_FILTER: ListingFilter = { min_price: 0, max_price: PRICE_MAX, brand_id: [], color_id: [], size_id: [] };

export interface ListingFilterState {
  /** null: nothing chosen yet, or Clear All / Reset — the listing loads unfiltered products. */
  filter: ListingFilter | null;
  /** Who set it last: the shopper (the listing scrolls to its results) or the URL (load, back/forward). */
  cause: 'user' | 'url';
}

const LIST_KEYS = ['brand_id', 'color_id', 'size_id'] as const;
const QUERY_KEYS = ['min_price', 'max_price', ...LIST_KEYS] as const;

const stores = new Map<string, Signal<ListingFilterState>>();
const ceilings = new Map<string, Signal<number>>();
let listening = false;

const clampPrice = (n: number) => Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n)));

function ids(params: URLSearchParams, key: string): number[] {
  const raw = [...params.getAll(key), ...params.getAll(`${key}[]`)].flatMap((v) => v.split(','));
  const list = raw.map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return Array.from(new Set(list)).sort((a, b) => a - b);
}

function price(params: URLSearchParams, key: string, fallback: number): number {
  const value = params.get(key);
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) ? clampPrice(n) : fallback;
}

/** Reads a filter from a query string; a hand-edited URL is clamped, never trusted. */
export function filterFromQuery(search: string): ListingFilter | null {
  const params = new URLSearchParams(search);
  if (!QUERY_KEYS.some((k) => params.has(k) || params.has(`${k}[]`))) return null;
  const min = price(params, 'min_price', DEFAULT_FILTER.min_price);
  const max = price(params, 'max_price', DEFAULT_FILTER.max_price);
  return {
    min_price: Math.min(min, max),
    max_price: Math.max(min, max),
    brand_id: ids(params, 'brand_id'),
    color_id: ids(params, 'color_id'),
    size_id: ids(params, 'size_id'),
  };
}

/** The page URL's query with the filter written in (other keys kept); lists travel comma-joined. */
export function filterToQuery(filter: ListingFilter | null, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of QUERY_KEYS) {
    params.delete(key);
    params.delete(`${key}[]`);
  }
  if (filter) {
    params.set('min_price', String(filter.min_price));
    params.set('max_price', String(filter.max_price));
    for (const key of LIST_KEYS) if (filter[key].length) params.set(key, filter[key].join(','));
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** What an unfiltered listing asks for and the slider shows: the whole range, up to the ceiling. */
export function unfiltered(ceiling: number = PRICE_MAX): ListingFilter {
  return { ...DEFAULT_FILTER, max_price: ceiling };
}

/**
 * The top of the price range for one listing: PRICE_MAX, or the filter answer's own maximum
 * price when it gives a higher one (product-filter sets it), so an unfiltered call excludes
 * no product.
 */
export function priceCeiling(scope: ListingScope, id: number): Signal<number> {
  const key = `${scope}:${id}`;
  let ceiling = ceilings.get(key);
  if (!ceiling) {
    ceiling = signal(PRICE_MAX);
    ceilings.set(key, ceiling);
  }
  return ceiling;
}

/** The filter answer named its maximum price: the range reaches it (rounded up to a slider step). */
export function setPriceCeiling(scope: ListingScope, id: number, maxPrice: number | null): void {
  if (maxPrice === null || !Number.isFinite(maxPrice)) return;
  priceCeiling(scope, id).value = Math.max(PRICE_MAX, Math.ceil(maxPrice / 100) * 100);
}

/** How many filters are on: a narrowed price counts once, every chosen brand, colour and size once. */
export function activeFilterCount(filter: ListingFilter | null, ceiling: number = PRICE_MAX): number {
  if (!filter) return 0;
  const price = filter.min_price > PRICE_MIN || filter.max_price < ceiling ? 1 : 0;
  return price + filter.brand_id.length + filter.color_id.length + filter.size_id.length;
}

/**
 * SPEC §7 query of the listing call: min_price and max_price always (the whole range up to the
 * ceiling when the shopper set none, so an unfiltered grid hides nothing and still matches what
 * the slider shows); brand listings take no brand_id.
 */
export function listingQuery(scope: ListingScope, current: ListingFilter | null, ceiling: number = PRICE_MAX): Record<string, string | number> {
  const filter = current ?? unfiltered(ceiling);
  const query: Record<string, string | number> = { min_price: filter.min_price, max_price: filter.max_price };
  for (const key of LIST_KEYS) {
    if (key === 'brand_id' && scope === 'brand') continue;
    if (filter[key].length) query[key] = filter[key].join(',');
  }
  return query;
}

function sameFilter(a: ListingFilter | null, b: ListingFilter | null): boolean {
  return filterToQuery(a, '') === filterToQuery(b, '');
}

function onPopState(): void {
  const filter = filterFromQuery(location.search);
  for (const store of stores.values()) {
    if (!sameFilter(store.value.filter, filter)) store.value = { filter, cause: 'url' };
  }
}

/** The shared state for one listing; created from the URL on first use. */
export function listingFilter(scope: ListingScope, id: number): Signal<ListingFilterState> {
  const key = `${scope}:${id}`;
  let store = stores.get(key);
  if (!store) {
    store = signal<ListingFilterState>({ filter: filterFromQuery(location.search), cause: 'url' });
    stores.set(key, store);
  }
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', onPopState);
  }
  return store;
}

/** The shopper changed the filter: every island of this listing follows, and the URL gets a history entry. */
export function setListingFilter(scope: ListingScope, id: number, filter: ListingFilter | null): void {
  const store = listingFilter(scope, id);
  if (sameFilter(store.value.filter, filter)) return;
  store.value = { filter, cause: 'user' };
  const search = filterToQuery(filter, location.search);
  if (search !== location.search) history.pushState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

if (process.env.NODE_ENV !== 'production')
  onTestReset(() => {
    stores.clear();
    ceilings.clear();
  });
