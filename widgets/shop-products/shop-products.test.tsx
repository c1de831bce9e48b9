import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { ShopProducts } from './ShopProducts';

const server = useMockServer();
const row = (id: number, name: string, type = 'simple') => ({
  id,
  type,
  name,
  url_key: `p-${id}`,
  price: '990.0000',
  images: [{ path: `product/${id}.jpg` }],
});
const page = (n: number) => ({
  current_page: n,
  per_page: 2,
  total: 3,
  last_page: 2,
  data: n === 1 ? [row(1, 'Bata Men’s Leather Formal Shoe Black'), row(2, 'Aarong Panjabi', 'configurable')] : [row(3, 'Pran Mango Juice')],
});

describe('shop-products', () => {
  beforeEach(() => freshPage());
  afterEach(() => vi.restoreAllMocks());

  it("shows 'All Products', 'Loading ...', then cards with names cut at 25 and the SPEC buttons", async () => {
    server.use(mock.get('/shop/products/data', () => HttpResponse.json(page(1))));
    render(<ShopProducts />);
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeTruthy();
    expect(screen.getByText('Loading ...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'All Products' });
    expect(within(list).getByRole('link', { name: 'Bata Men’s Leather Formal...' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Select Options' }).getAttribute('href')).toBe('/products/p-2');
    expect(within(list).getAllByRole('button', { name: 'Add to wishlist' })).toHaveLength(2);
    expect(screen.queryByText('Loading ...')).toBeNull();
  });

  it('pages through the paginator answer', async () => {
    server.use(mock.get('/shop/products/data', ({ request }) => HttpResponse.json(page(Number(new URL(request.url).searchParams.get('page') ?? 1)))));
    render(<ShopProducts />);
    await screen.findByRole('link', { name: /Bata/ });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Pran Mango Juice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('a malformed answer is logged and leaves the grid empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/shop/products/data', () => HttpResponse.json({ data: 'oops' })));
    render(<ShopProducts />);
    // The log line comes before React commits the error state: wait for both.
    await vi.waitFor(() => {
      expect(logged).toHaveBeenCalled();
      expect(screen.queryByText('Loading ...')).toBeNull();
    });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
