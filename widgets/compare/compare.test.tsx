import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCompare, COMPARE_KEY, compareIds, ensureCompare } from '../../shared/stores/compare';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { Compare } from './Compare';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const product = (id: number, over: Record<string, unknown> = {}) => ({
  id: String(id),
  sku: `SKU-${id}`,
  name: `Product ${id}`,
  type: 'simple',
  url_key: `product-${id}`,
  description: `<p>About product ${id}</p>`,
  base_image: { medium_image_url: `/storage/p/${id}.jpg` },
  has_campaign: false,
  final_price: null,
  prices: { regular: { price: 900, formatted_price: '' }, final: { price: '800.0000', formatted_price: '' } },
  ...over,
});
const lastFlash = () => flashes.value.at(-1);

describe('compare', () => {
  beforeEach(() => {
    freshPage();
    resetForTest();
  });

  it('guests: asks for the stored ids and shows one column per product in the SPEC rows', async () => {
    localStorage.setItem(COMPARE_KEY, JSON.stringify([3, 5]));
    let asked: string[] = [];
    server.use(
      mock.get('/api/compare-items', ({ request }) => {
        asked = new URL(request.url).searchParams.getAll('product_ids[]');
        return HttpResponse.json({ data: [product(3), product(5, { type: 'configurable' })] });
      }),
    );
    render(<Compare />);
    await screen.findByRole('link', { name: 'Product 3' });
    expect(asked).toEqual(['3', '5']);
    const rows = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(rows).toEqual(['Products', 'Price', 'Description', 'Buy now', 'Remove']);
    expect(screen.getAllByText('৳ 800')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Select Options' }).getAttribute('href')).toBe('/products/product-5');
  });

  it('each product heads its own column, so the cells below it are announced with its name', async () => {
    localStorage.setItem(COMPARE_KEY, JSON.stringify([3, 5]));
    server.use(mock.get('/api/compare-items', () => HttpResponse.json({ data: [product(3), product(5)] })));
    render(<Compare />);
    await screen.findByRole('link', { name: 'Product 3' });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Product 3', 'Product 5']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    // One cell per product in every row, in the header's order.
    for (const label of ['Products', 'Price', 'Description', 'Buy now', 'Remove']) {
      expect(screen.getByRole('rowheader', { name: label }).closest('tr')!.cells).toHaveLength(3);
    }
  });

  it('guests with nothing stored (or a corrupt value) see the empty text and no call is made', async () => {
    localStorage.setItem(COMPARE_KEY, '{oops');
    const get = vi.fn();
    server.use(mock.get('/api/compare-items', () => (get(), HttpResponse.json({ data: [] }))));
    render(<Compare />);
    expect(await screen.findByText('Your Compare List is Empty!')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('guests: Remove drops the product from storage, the badge ids and the table', async () => {
    localStorage.setItem(COMPARE_KEY, JSON.stringify([3, 5]));
    server.use(mock.get('/api/compare-items', () => HttpResponse.json({ data: [product(3), product(5)] })));
    render(<Compare />);
    const cell = (await screen.findByRole('link', { name: 'Product 3' })).closest('th, td')!;
    const index = Array.from(cell.parentElement!.children).indexOf(cell);
    const removeRow = screen.getByRole('rowheader', { name: 'Remove' }).closest('tr')!;
    await userEvent.click(within(removeRow.children[index] as HTMLElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 3' })).toBeNull());
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Successfully Removed From Compare List.' });
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toEqual([5]);
    expect(compareIds.value).toEqual([5]);
  });

  it('customers: loads the server list, the badge follows it, removal posts DELETE', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    let removed: unknown;
    let list = [product(1), product(2)];
    server.use(
      mock.get('/api/compare-items', ({ request }) => {
        expect(new URL(request.url).search).toBe('');
        return HttpResponse.json({ data: list });
      }),
      mock.post('/api/compare-items', async ({ request }) => {
        removed = await request.json();
        list = [product(2)];
        return HttpResponse.json({ data: { message: 'Item removed successfully.' } });
      }),
    );
    render(<Compare />);
    await screen.findByRole('link', { name: 'Product 1' });
    expect(compareIds.value).toEqual([1, 2]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 1' })).toBeNull());
    expect(removed).toEqual({ product_id: 1, _method: 'DELETE' });
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Successfully Removed From Compare List.' });
    expect(compareIds.value).toEqual([2]);
  });

  it('customers: the page and the header count share one read of the list; an add since then is read again', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    let reads = 0;
    let list = [product(1)];
    server.use(
      mock.get('/api/compare-items', () => (reads++, HttpResponse.json({ data: list }))),
      mock.post(
        '/api/compare-items',
        () => ((list = [product(1), product(2)]), HttpResponse.json({ data: { message: 'Item added to compare list' } })),
      ),
    );
    void ensureCompare(); // the header count, mounted first
    const { unmount } = render(<Compare />);
    await screen.findByRole('link', { name: 'Product 1' });
    expect(reads).toBe(1);
    expect(compareIds.value).toEqual([1]);

    // A product page added one, then a Turbo visit came back here: its row is not known yet.
    unmount();
    await addToCompare(2);
    render(<Compare />);
    await screen.findByRole('link', { name: 'Product 2' });
    expect(reads).toBe(2);
  });

  it('customers: a failed removal flashes an error and keeps the product', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    server.use(
      mock.get('/api/compare-items', () => HttpResponse.json({ data: [product(1)] })),
      mock.post('/api/compare-items', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    render(<Compare />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lastFlash()?.type).toBe('error'));
    expect(screen.getByRole('link', { name: 'Product 1' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    server.use(mock.get('/api/compare-items', () => HttpResponse.json({ nope: true })));
    render(<Compare />);
    expect(await screen.findByText('Your compare list could not be loaded.')).toBeTruthy();
    server.use(mock.get('/api/compare-items', () => HttpResponse.json({ data: [product(1)] })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
  });
});
