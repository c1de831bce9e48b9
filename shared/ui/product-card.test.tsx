import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../net/navigate';
import * as v from 'valibot';
import { Product } from '../page/schemas/product';
import { cart } from '../stores/cart';
import { compareIds, COMPARE_KEY } from '../stores/compare';
import { flashes } from '../stores/flash';
import { useMockServer } from '../testing/msw';
import { freshPage, speakBangla } from '../testing/page';
import { ProductCard } from './ProductCard';
import { resetForTest } from '../page/test-reset';

const server = useMockServer();
const product = (over: Record<string, unknown> = {}) =>
  v.parse(Product, {
    id: '7',
    type: 'simple',
    name: 'Walton Smart LED Television 43 inch Frameless',
    url_key: 'walton-tv',
    slug: 'walton-tv-slug',
    price: '45000.0000',
    special_price: '42000.0000',
    images: [{ id: 1, path: 'product/7.jpg' }],
    ...over,
  });
const cartBody = { id: 1, items_count: 1, items: [{ id: 1, name: 'Walton', quantity: 1 }] };

describe('ProductCard', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: false });
    resetForTest();
  });
  afterEach(() => vi.restoreAllMocks());

  it('cuts the name, shows the special price with the regular struck, links by url_key', () => {
    render(<ProductCard product={product()} nameLength={22} />);
    const link = screen.getByRole('link', { name: 'Walton Smart LED Telev...' });
    expect(link.getAttribute('href')).toBe('/products/walton-tv');
    expect(screen.getByText('৳ 42,000')).toBeTruthy();
    expect(screen.getByRole('deletion').textContent).toBe('Regular price: ৳\u00a045,000');
    const image = document.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/storage/product/7.jpg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '285']);
  });

  it('offers Select Options, linking to the product, for a configurable product', () => {
    render(<ProductCard product={product({ type: 'configurable' })} linkBy="slug" />);
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Select Options' }).getAttribute('href')).toBe('/products/walton-tv-slug');
  });

  it('adds a simple product with one request however fast the double click', async () => {
    let posts = 0;
    let body: unknown;
    server.use(
      mock.post('/api/checkout/cart', async ({ request }) => {
        posts += 1;
        body = await request.json();
        return HttpResponse.json({ data: cartBody, message: 'Item Added To Cart Successfully' });
      }),
    );
    render(<ProductCard product={product()} />);
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(cart.value?.items_count).toBe(1));
    expect(posts).toBe(1);
    expect(body).toEqual({ product_id: 7, quantity: 1 });
    expect(flashes.value.at(-1)).toMatchObject({ type: 'success', message: 'Item Added To Cart Successfully' });
  });

  it('uses the campaign call with the final price for a campaign product', async () => {
    let body: unknown;
    server.use(
      mock.post('/api/checkout/cart/campaign', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: cartBody, message: 'ok' });
      }),
    );
    render(<ProductCard product={product({ has_campaign: 1, final_price: 39000 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(body).toEqual({ product_id: 7, quantity: 1, product_price: 39000 }));
  });

  it('flashes the server message, else An error occurred, and never follows a foreign redirect', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.post('/api/checkout/cart', () => HttpResponse.json({ message: 'x', redirect_uri: 'https://evil.example/' }, { status: 400 })));
    render(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'x' }));
    expect(assign).not.toHaveBeenCalled();
    server.use(mock.post('/api/checkout/cart', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'An error occurred' }));
  });

  it('follows a same-origin redirect_uri for a product that needs options', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(
      mock.post('/api/checkout/cart', () => HttpResponse.json({ message: 'Select options', redirect_uri: '/products/walton-tv' }, { status: 400 })),
    );
    render(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/products/walton-tv`));
    expect(JSON.parse(sessionStorage.getItem('storefront:flash-next')!)).toEqual([{ type: 'warning', message: 'Select options' }]);
  });

  it('keeps guest compare ids in compare_items, warning on a repeat', async () => {
    render(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    await waitFor(() => expect(flashes.value.at(-1)?.message).toBe('Added to compare'));
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toEqual([7]);
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'warning', message: 'Already in compare' }));
    expect(compareIds.value).toEqual([7]);
  });

  it('treats a corrupt compare_items as empty and rewrites it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(COMPARE_KEY, '{oops');
    render(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toEqual([7]));
  });

  it('sends a guest to the login page for the wishlist', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(assign).toHaveBeenCalledWith('/customer/login');
  });

  it('saves a customer wishlist on the server and warns on a customer compare duplicate', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    let wished: unknown;
    server.use(
      mock.post('/api/customer/wishlist', async ({ request }) => {
        wished = await request.json();
        return HttpResponse.json({ data: { message: 'Item Successfully Added To Wishlist' } });
      }),
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: [] })),
      mock.get('/api/compare-items', () => HttpResponse.json({ data: [] })),
      mock.post('/api/compare-items', () => HttpResponse.json({ message: 'Item is already added to compare list' }, { status: 400 })),
    );
    render(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() => expect(flashes.value.at(-1)?.message).toBe('Item Successfully Added To Wishlist'));
    expect(wished).toEqual({ product_id: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'warning', message: 'Item is already added to compare list' }));
  });
});

describe('ProductCard in Bangla', () => {
  beforeEach(async () => {
    await speakBangla();
  });
  afterEach(() => vi.restoreAllMocks());

  it('names its buttons in Bangla and shows prices in Bengali digits', () => {
    render(<ProductCard product={product()} />);
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'উইশলিস্টে যোগ করুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'তুলনায় যোগ করুন' })).toBeTruthy();
    expect(screen.getByText('৳ ৪২,০০০')).toBeTruthy();
    expect(screen.getByRole('deletion').textContent).toBe('নিয়মিত মূল্য: ৳\u00a0৪৫,০০০');
  });

  it('offers অপশন বাছাই করুন for a configurable product', () => {
    render(<ProductCard product={product({ type: 'configurable' })} />);
    expect(screen.getByRole('link', { name: 'অপশন বাছাই করুন' }).getAttribute('href')).toBe('/products/walton-tv');
  });

  it('flashes the compare texts and the failure fallback in Bangla', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'তুলনায় যোগ করুন' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'success', message: 'তুলনায় যোগ করা হয়েছে' }));
    await userEvent.click(screen.getByRole('button', { name: 'তুলনায় যোগ করুন' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'warning', message: 'আগেই তুলনায় আছে' }));
    server.use(mock.post('/api/checkout/cart', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'কার্টে যোগ করুন' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'একটি ত্রুটি হয়েছে' }));
  });
});
