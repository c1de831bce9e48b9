import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTER,
  filterFromQuery,
  filterToQuery,
  listingFilter,
  listingQuery,
  priceCeiling,
  setListingFilter,
  setPriceCeiling,
} from './listing-filter';
import { resetForTest } from '../page/test-reset';

describe('listing filter store', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/categories/mens-fashion');
    resetForTest();
  });

  it('reads nothing as unfiltered and clamps a hand-edited URL', () => {
    expect(filterFromQuery('?as=guest')).toBeNull();
    expect(filterFromQuery('?min_price=900000&max_price=-5&color_id=2,x,1&size_id[]=4')).toEqual({
      min_price: 0,
      max_price: 100000,
      brand_id: [],
      color_id: [1, 2],
      size_id: [4],
    });
    expect(filterFromQuery('?min_price=5000&max_price=abc')).toMatchObject({ min_price: 5000, max_price: 100000 });
  });

  it('writes the filter into the query, keeping other keys, and removes it when cleared', () => {
    const search = filterToQuery({ ...DEFAULT_FILTER, max_price: 20000, color_id: [1, 3] }, '?as=guest');
    expect(search).toBe('?as=guest&min_price=0&max_price=20000&color_id=1%2C3');
    expect(filterToQuery(null, search)).toBe('?as=guest');
  });

  it('sends brand_id only for category listings', () => {
    const filter = { ...DEFAULT_FILTER, brand_id: [2], size_id: [1, 4] };
    expect(listingQuery('category', filter)).toEqual({ min_price: 0, max_price: 100000, brand_id: '2', size_id: '1,4' });
    expect(listingQuery('brand', filter)).toEqual({ min_price: 0, max_price: 100000, size_id: '1,4' });
    expect(listingQuery('category', null)).toEqual({ min_price: 0, max_price: 100000 });
  });

  it('shares one state per scope and id, pushes history, and follows back/forward', () => {
    const a = listingFilter('category', 2);
    expect(listingFilter('category', 2)).toBe(a);
    expect(listingFilter('brand', 2)).not.toBe(a);
    const before = history.length;
    setListingFilter('category', 2, { ...DEFAULT_FILTER, size_id: [3] });
    expect(location.search).toBe('?min_price=0&max_price=100000&size_id=3');
    expect(history.length).toBe(before + 1);
    expect(a.value).toEqual({ filter: { ...DEFAULT_FILTER, size_id: [3] }, cause: 'user' });

    history.replaceState(null, '', '/categories/mens-fashion?min_price=100&max_price=200');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(a.value).toEqual({ filter: { ...DEFAULT_FILTER, min_price: 100, max_price: 200 }, cause: 'url' });

    setListingFilter('category', 2, null);
    expect(location.search).toBe('');
    expect(a.value.filter).toBeNull();
  });

  it('starts from the URL of the page', () => {
    history.replaceState(null, '', '/brands/1?color_id=4');
    expect(listingFilter('brand', 1).value.filter).toEqual({ ...DEFAULT_FILTER, color_id: [4] });
  });

  // The old 0–60000 default hid a ৳ 62,990 refrigerator from shoppers who never filtered.
  it('an unfiltered listing asks for the whole range, up to the filter answer’s own maximum', () => {
    expect(DEFAULT_FILTER).toMatchObject({ min_price: 0, max_price: 100000 });
    expect(listingQuery('category', null)).toEqual({ min_price: 0, max_price: 100000 });
    expect(priceCeiling('category', 4).value).toBe(100000);
    setPriceCeiling('category', 4, 149_999.5);
    expect(priceCeiling('category', 4).value).toBe(150000);
    expect(listingQuery('category', null, priceCeiling('category', 4).value)).toEqual({ min_price: 0, max_price: 150000 });
    // A lower maximum never shrinks the SPEC range; no maximum changes nothing.
    setPriceCeiling('category', 5, 5000);
    setPriceCeiling('category', 6, null);
    expect([priceCeiling('category', 5).value, priceCeiling('category', 6).value]).toEqual([100000, 100000]);
  });

  it('counts the filters that are on: a narrowed price once, each chosen option once', () => {
    expect(activeFilterCount(null)).toBe(0);
    expect(activeFilterCount(DEFAULT_FILTER)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTER, max_price: 2000, brand_id: [2], size_id: [1, 3] })).toBe(4);
    expect(activeFilterCount({ ...DEFAULT_FILTER, min_price: 100 })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTER, max_price: 100000 }, 150000)).toBe(1);
  });
});
