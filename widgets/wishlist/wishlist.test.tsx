import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { flashes } from '../../shared/stores/flash';
import { wishlist } from '../../shared/stores/wishlist';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { Wishlist } from './Wishlist';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const product = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: `Product ${id}`,
  url_key: `product-${id}`,
  type: 'simple',
  base_image: { small_image_url: `/storage/p/${id}.jpg` },
  has_campaign: false,
  final_price: null,
  prices: { regular: { price: '1500.0000', formatted_price: '৳1,500' }, final: { price: 1500, formatted_price: '৳1,500' } },
  ...over,
});
const items = [
  { id: 7, product_id: '1', product: product(1) },
  { id: 8, product_id: '2', product: product(2, { has_campaign: true, final_price: '1200.0000' }) },
  { id: 9, product_id: '3', product: product(3, { type: 'configurable' }) },
];
const lastFlash = () => flashes.value.at(-1);

describe('wishlist', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    resetForTest();
    vi.restoreAllMocks();
  });

  it('lists each product with its price, the campaign price with the regular one struck', async () => {
    server.use(mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: items })));
    render(<Wishlist />);
    const row = (await screen.findByRole('link', { name: 'Product 2' })).closest('tr')!;
    expect(within(row).getByText('৳ 1,200')).toBeTruthy();
    expect(within(row).getByRole('deletion').textContent).toContain('৳\u00a01,500');
    expect(within(row).getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    const configurable = screen.getByRole('link', { name: 'Product 3' }).closest('tr')!;
    expect(within(configurable).getByRole('link', { name: 'Select Options' }).getAttribute('href')).toBe('/products/product-3');
  });

  it('says the wishlist is empty', async () => {
    server.use(mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: [] })));
    render(<Wishlist />);
    expect(await screen.findByText('Your Wishlist is Empty!')).toBeTruthy();
  });

  it('asks before removing, then removes and says so', async () => {
    let deleted = '';
    server.use(
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: deleted ? items.slice(1) : items })),
      mock.delete('/api/customer/wishlist/:id', ({ params }) => {
        deleted = String(params['id']);
        return HttpResponse.json({ data: items.slice(1), message: 'removed' });
      }),
    );
    render(<Wishlist />);
    const row = (await screen.findByRole('link', { name: 'Product 1' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Once deleted, you will not be able to recover.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 1' })).toBeNull());
    expect(deleted).toBe('7');
    expect(lastFlash()).toMatchObject({ type: 'success', message: 'Item Successfully Removed From Wishlist' });
    expect(wishlist.value.map((i) => i.id)).toEqual([8, 9]);
  });

  it('Cancel keeps the item and sends nothing', async () => {
    const remove = vi.fn();
    server.use(
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: items })),
      mock.delete('/api/customer/wishlist/:id', () => {
        remove();
        return HttpResponse.json({});
      }),
    );
    render(<Wishlist />);
    const row = (await screen.findByRole('link', { name: 'Product 1' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Product 1' })).toBeTruthy();
  });

  it('shows the server error, else SPEC §8 fallback, when removal fails', async () => {
    server.use(
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: items })),
      mock.delete('/api/customer/wishlist/7', () => HttpResponse.json({ error: 'Wishlist item not found.' }, { status: 404 })),
      mock.delete('/api/customer/wishlist/8', () => HttpResponse.error()),
    );
    render(<Wishlist />);
    const remove = async (name: string) => {
      const row = (await screen.findByRole('link', { name })).closest('tr')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    };
    await remove('Product 1');
    await waitFor(() => expect(lastFlash()).toMatchObject({ type: 'error', message: 'Wishlist item not found.' }));
    await remove('Product 2');
    await waitFor(() => expect(lastFlash()).toMatchObject({ type: 'error', message: 'An error occurred while removing the item from your cart.' }));
    expect(screen.getByRole('link', { name: 'Product 2' })).toBeTruthy();
  });

  it('adds a simple product to the cart with its campaign price', async () => {
    let body: unknown;
    server.use(
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: items })),
      mock.post('/api/checkout/cart/campaign', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 1, items_count: 1, items: [] }, message: 'Item Added To Cart Successfully' });
      }),
    );
    render(<Wishlist />);
    const row = (await screen.findByRole('link', { name: 'Product 2' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(lastFlash()?.message).toBe('Item Added To Cart Successfully'));
    expect(body).toMatchObject({ product_id: 2, quantity: 1, product_price: 1200 });
  });

  it('sends guests to the login page', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: false });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<Wishlist />);
    expect(assign).toHaveBeenCalledWith('/customer/login');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
