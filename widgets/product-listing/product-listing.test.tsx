import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cart } from '../../shared/stores/cart';
import { DEFAULT_FILTER, setListingFilter } from '../../shared/stores/listing-filter';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { ProductFilter } from '../product-filter/ProductFilter';
import { EMPTY_TEXT, ProductListing } from './ProductListing';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const row = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id: String(id),
  type: 'simple',
  name,
  url_key: `p-${id}`,
  slug: `slug-${id}`,
  price: '1500.0000',
  special_price: null,
  images: [{ id, path: `product/${id}.jpg` }],
  ...over,
});
const shirt = row(1, 'Yellow Slim Fit Casual Shirt For Men');
const panjabi = row(2, 'Aarong Cotton Panjabi', { type: 'configurable' });
const queries: string[] = [];

function categoryBackend(answer: (q: URLSearchParams) => unknown = (q) => ({ data: q.get('color_id') ? [panjabi] : [shirt, panjabi] })) {
  server.use(
    mock.get('/categories/products/:id', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      return HttpResponse.json(answer(url.searchParams) as Record<string, unknown>);
    }),
  );
}

describe('product-listing', () => {
  beforeEach(() => {
    freshPage();
    history.replaceState(null, '', '/categories/mens-fashion');
    resetForTest();
    queries.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner, then the products of the default price range with names cut at 22, linked by url_key', async () => {
    categoryBackend();
    render(<ProductListing scope="category" id={2} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const list = await screen.findByRole('list', { name: 'Products' });
    const link = within(list).getByRole('link', { name: 'Yellow Slim Fit Casual...' });
    expect(link.getAttribute('href')).toBe('/products/p-1');
    expect(within(list).getByRole('link', { name: 'Select Options' }).getAttribute('href')).toBe('/products/p-2');
    expect(queries).toEqual(['?min_price=0&max_price=100000']);
  });

  it('brand listings call the brand route (bare list) and link the main grid by slug', async () => {
    server.use(mock.get('/brand/products/:id', ({ request }) => (queries.push(new URL(request.url).pathname), HttpResponse.json([shirt]))));
    render(<ProductListing scope="brand" id={8} />);
    const link = await screen.findByRole('link', { name: 'Yellow Slim Fit Casual...' });
    expect(link.getAttribute('href')).toBe('/products/slug-1');
    expect(queries).toEqual(['/brand/products/8']);
  });

  it('starts filtered from the URL and reloads with the query when the filter changes', async () => {
    history.replaceState(null, '', '/categories/mens-fashion?min_price=100&max_price=5000');
    categoryBackend();
    render(<ProductListing scope="category" id={2} />);
    await screen.findByRole('list', { name: 'Products' });
    act(() => setListingFilter('category', 2, { ...DEFAULT_FILTER, color_id: [4, 1] }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Yellow/ })).toBeNull());
    expect(queries).toEqual(['?min_price=100&max_price=5000', '?min_price=0&max_price=100000&color_id=4%2C1']);
  });

  it('shares one filter with product-filter of the same scope and id, wherever each sits', async () => {
    categoryBackend();
    server.use(
      mock.get('/category-filter/:id', () => HttpResponse.json([{ code: 'color' }])),
      mock.get('/api/categories/all/colors', () => HttpResponse.json([{ id: 3, admin_name: 'Navy Blue', swatch_value: '#1A237E' }])),
      mock.get('/brand/products/:id', () => HttpResponse.json([shirt])),
    );
    render(
      <>
        <ProductListing scope="category" id={2} />
        <aside>
          <ProductFilter scope="category" id={2} />
        </aside>
        <ProductListing scope="brand" id={2} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Navy Blue' }));
    await waitFor(() => expect(queries).toContain('?min_price=0&max_price=100000&color_id=3'));
    // The brand listing with the same id is another listing and did not move.
    expect(screen.getAllByRole('link', { name: 'Yellow Slim Fit Casual...' })).toHaveLength(1);
  });

  // An unfiltered listing hides nothing, not even what costs more than the SPEC range.
  it("unfiltered, asks up to the filter answer's own maximum price when it gives one", async () => {
    categoryBackend();
    server.use(mock.get('/category-filter/:id', () => HttpResponse.json([{ id: 11, code: 'price', max_price: 172500 }])));
    render(
      <>
        <ProductFilter scope="category" id={2} />
        <ProductListing scope="category" id={2} />
      </>,
    );
    await waitFor(() => expect(queries.at(-1)).toBe('?min_price=0&max_price=172500'));
    expect(queries[0]).toBe('?min_price=0&max_price=100000');
  });

  it('a slow older answer never replaces the newer filter’s results', async () => {
    categoryBackend();
    server.use(
      mock.get('/categories/products/:id', async ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('size_id') === '1') {
          await delay(150);
          return HttpResponse.json({ data: [row(9, 'Old Slow Answer')] });
        }
        return HttpResponse.json({ data: q.get('size_id') === '2' ? [row(10, 'New Fast Answer')] : [shirt] });
      }),
    );
    render(<ProductListing scope="category" id={2} />);
    await screen.findByRole('link', { name: /Yellow/ });
    act(() => setListingFilter('category', 2, { ...DEFAULT_FILTER, size_id: [1] }));
    act(() => setListingFilter('category', 2, { ...DEFAULT_FILTER, size_id: [2] }));
    await screen.findByRole('link', { name: 'New Fast Answer' });
    await new Promise((r) => setTimeout(r, 250));
    expect(screen.queryByRole('link', { name: 'Old Slow Answer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New Fast Answer' })).toBeTruthy();
  });

  it('shows the SPEC empty text and a Reset that reloads without filters (the default price range)', async () => {
    history.replaceState(null, '', '/categories/mens-fashion?min_price=0&max_price=10');
    categoryBackend((q) => ({ data: q.get('max_price') === '10' ? [] : [shirt] }));
    render(<ProductListing scope="category" id={2} />);
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByRole('link', { name: /Yellow/ });
    expect(queries.at(-1)).toBe('?min_price=0&max_price=100000');
    expect(location.search).toBe('');
  });

  it('Reset reloads even when nothing was filtered', async () => {
    let answer: unknown[] = [];
    categoryBackend(() => ({ data: answer }));
    render(<ProductListing scope="category" id={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    answer = [shirt];
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByRole('link', { name: /Yellow/ });
  });

  it('a failed or malformed load is logged and leaves the list empty, never the old products', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    categoryBackend((q) => (q.get('size_id') === '1' ? { data: 'oops' } : { data: [shirt] }));
    render(<ProductListing scope="category" id={2} />);
    await screen.findByRole('link', { name: /Yellow/ });
    act(() => setListingFilter('category', 2, { ...DEFAULT_FILTER, size_id: [1] }));
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Yellow/ })).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('scrolls smoothly to the results after a shopper’s filter, instantly with reduced motion', async () => {
    categoryBackend();
    const scroll = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => void (Element.prototype.scrollIntoView = original));
    render(<ProductListing scope="category" id={2} />);
    await screen.findByRole('list', { name: 'Products' });
    expect(scroll).not.toHaveBeenCalled();
    const results = document.querySelector('.sf-listing')!;
    vi.spyOn(results, 'getBoundingClientRect').mockReturnValue({ top: -400 } as DOMRect);
    act(() => setListingFilter('category', 2, { ...DEFAULT_FILTER, size_id: [1] }));
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    act(() => setListingFilter('category', 2, { ...DEFAULT_FILTER, size_id: [2] }));
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('adds a simple product from a card to the shared cart', async () => {
    categoryBackend();
    server.use(
      mock.post('/api/checkout/cart', () =>
        HttpResponse.json({ data: { id: 5, items_count: 1, items: [{ id: 1, name: shirt.name, quantity: 1 }] }, message: 'Item Added' }),
      ),
    );
    render(<ProductListing scope="category" id={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(cart.value?.items_count).toBe(1));
  });
});
