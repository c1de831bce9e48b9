import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../testing/msw';
import { freshPage, setGlobals } from '../testing/page';
import { HttpError } from '../net/http/errors';
import { addToCart, cart, CART_EVENT, ensureCart, refreshCart } from './cart';
import { addToCompare, COMPARE_KEY, compareIds } from './compare';
import { removeFromCompare } from './compare-edits';
import { dismissFlash, flash, flashes, FLASH_DISMISS_MS } from './flash';
import { globals, refreshGlobals } from '../page/globals';
import { addToWishlist, wishlist } from './wishlist';

const server = useMockServer();
const cartBody = (count: number) => ({
  id: 1,
  items_count: count,
  items: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Item ${i}`, quantity: '1', formatted_price: '৳100.00' })),
  grand_total: '100.0000',
  formatted_grand_total: '৳100.00',
});

describe('globals', () => {
  it('accepts Blade booleans and reports a bad field with its path, keeping safe defaults', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setGlobals({ currencySymbol: '৳', isCustomer: '1', locale: 42, flash: [{ type: 'loud', message: 'x' }] });
    const g = globals();
    expect(g.isCustomer).toBe(true);
    expect(g.locale).toBe('en-US');
    expect(g.flash).toEqual([]);
    const lines = errors.mock.calls.map((c) => String(c[0]));
    expect(lines.some((l) => l.startsWith('[storefront] globals: globals.locale'))).toBe(true);
    expect(lines.some((l) => l.startsWith('[storefront] globals: globals.flash.0.type'))).toBe(true);
    errors.mockRestore();
  });

  it('falls back to a guest page when the globals block is not JSON', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setGlobals('{broken');
    expect(globals()).toMatchObject({ isCustomer: false, courierActive: false, currencySymbol: '৳' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('looks at the page once per synchronous run, sees a block rewritten in place after it, and at once when refreshed', async () => {
    setGlobals({ currencySymbol: '৳', isCustomer: false });
    expect(globals().isCustomer).toBe(false);
    const script = document.getElementById('storefront-globals')!;
    script.textContent = JSON.stringify({ currencySymbol: '৳', isCustomer: true });
    expect(globals().isCustomer).toBe(false);
    await Promise.resolve();
    expect(globals().isCustomer).toBe(true);

    script.textContent = JSON.stringify({ currencySymbol: '৳', isCustomer: false, locale: 'bn-BD' });
    refreshGlobals();
    expect(globals()).toMatchObject({ isCustomer: false, locale: 'bn-BD' });
  });
});

describe('flash store', () => {
  beforeEach(() => {
    freshPage();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('queues messages, treats unknown types as info and dismisses after 5000 ms', () => {
    flash('success', 'Added to compare');
    flash('bogus', 'Plain');
    expect(flashes.value.map((f) => [f.type, f.message])).toEqual([
      ['success', 'Added to compare'],
      ['info', 'Plain'],
    ]);
    vi.advanceTimersByTime(FLASH_DISMISS_MS - 1);
    expect(flashes.value).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(flashes.value).toHaveLength(0);
  });

  it('drops blank messages and closes one by id', () => {
    expect(flash('error', '  ')).toBeUndefined();
    const id = flash('error', 'Oops');
    flash('error', 'Second');
    dismissFlash(id!);
    expect(flashes.value.map((f) => f.message)).toEqual(['Second']);
  });
});

describe('cart store', () => {
  beforeEach(() => freshPage());

  it('makes one request however many readers ask at once', async () => {
    let calls = 0;
    server.use(
      mock.get('/api/checkout/cart', () => {
        calls += 1;
        return HttpResponse.json({ data: cartBody(2) });
      }),
    );
    await Promise.all([ensureCart(), ensureCart(), refreshCart()]);
    await ensureCart();
    expect(calls).toBe(1);
    expect(cart.value?.items).toHaveLength(2);
  });

  it('publishes every change as storefront:cart-updated and never lets a late read win', async () => {
    let release: () => void = () => undefined;
    server.use(
      mock.get('/api/checkout/cart', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: cartBody(1) });
      }),
      mock.post('/api/checkout/cart', () => HttpResponse.json({ data: cartBody(3), message: 'Item added' })),
    );
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(CART_EVENT, listener);
    const stale = refreshCart();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const answer = await addToCart({ productId: 5, quantity: 1 });
    release();
    await stale;
    window.removeEventListener(CART_EVENT, listener);
    expect(answer.message).toBe('Item added');
    expect(cart.value?.items_count).toBe(3);
    expect(seen).toHaveLength(1);
  });

  it('treats a null cart as empty', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: null })));
    await expect(ensureCart()).resolves.toBeNull();
  });
});

describe('wishlist and compare stores return data or throw, never flash', () => {
  const customer = () => freshPage({ currencySymbol: '৳', isCustomer: true });

  it('addToWishlist gives the server message, and throws the HttpError of a failed save', async () => {
    customer();
    server.use(
      mock.post('/api/customer/wishlist', () => HttpResponse.json({ data: { message: 'Item Successfully Added To Wishlist' } })),
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: [{ id: 1, product: { id: 7, name: 'Shirt' } }] })),
    );
    await expect(addToWishlist(7)).resolves.toBe('Item Successfully Added To Wishlist');
    expect(wishlist.value.map((i) => i.id)).toEqual([1]);
    server.use(mock.post('/api/customer/wishlist', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    await expect(addToWishlist(7)).rejects.toBeInstanceOf(HttpError);
    expect(flashes.value).toEqual([]);
  });

  it('addToWishlist counts a saved product as add_to_wishlist on a page with a data layer, a failed save not', async () => {
    customer();
    const layer: Array<{ event?: string; ecommerce?: unknown }> = [];
    (window as { dataLayer?: unknown }).dataLayer = layer;
    const shirt = { id: 7, name: 'Shirt', type: 'simple', price: 800, images: [], product_variants: [], has_campaign: false };
    server.use(
      mock.post('/api/customer/wishlist', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })),
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: [] })),
    );
    await expect(addToWishlist(7, shirt)).rejects.toBeInstanceOf(HttpError);
    server.use(mock.post('/api/customer/wishlist', () => HttpResponse.json({ data: { message: 'Item Successfully Added To Wishlist' } })));
    await addToWishlist(7, shirt);
    await vi.waitFor(() => expect(layer.filter((e) => e.event)).toHaveLength(1));
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_wishlist',
        ecommerce: { currency: 'BDT', value: 800, items: [{ item_id: '7', item_name: 'Shirt', price: 800, quantity: 1 }] },
      },
    ]);
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('guest compare: says whether it added, keeps storage and ids in step', async () => {
    freshPage();
    await expect(addToCompare(3)).resolves.toEqual({ added: true });
    await expect(addToCompare(3)).resolves.toEqual({ added: false });
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toEqual([3]);
    await expect(removeFromCompare(3)).resolves.toEqual([]);
    expect(compareIds.value).toEqual([]);
    expect(flashes.value).toEqual([]);
  });

  it('customer compare: the server message on success, the HttpError on failure, ids untouched', async () => {
    customer();
    server.use(
      mock.get('/api/compare-items', () => HttpResponse.json({ data: [{ id: 1 }] })),
      mock.post('/api/compare-items', () => HttpResponse.json({ data: { message: 'Item added successfully to compare list' } })),
    );
    await expect(addToCompare(2)).resolves.toEqual({ added: true, message: 'Item added successfully to compare list' });
    expect(compareIds.value).toEqual([1, 2]);
    server.use(mock.post('/api/compare-items', () => HttpResponse.json({ message: 'Item is already added to compare list' }, { status: 400 })));
    const failure = await addToCompare(2).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, message: 'Item is already added to compare list' });
    await expect(removeFromCompare(1)).rejects.toBeInstanceOf(HttpError);
    expect(compareIds.value).toEqual([1, 2]);
    expect(flashes.value).toEqual([]);
  });
});
