import { act, render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToWishlist } from '../../shared/stores/wishlist';
import { removeFromWishlist } from '../../shared/stores/wishlist-edits';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { WishlistCount } from './WishlistCount';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const entry = (id: number) => ({ id, product_id: String(id * 10), product: { id: id * 10, name: `Product ${id}`, url_key: `p-${id}` } });

describe('wishlist-count', () => {
  beforeEach(() => resetForTest());

  it('shows 0 for a guest and asks the server nothing', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: false });
    const asked = vi.fn();
    server.use(
      mock.get('/api/customer/wishlist', () => {
        asked();
        return HttpResponse.json({ data: [] });
      }),
    );
    render(<WishlistCount />);
    const link = screen.getByRole('link', { name: 'Wishlist, 0 items' });
    expect(link.getAttribute('href')).toBe('/customer/wishlist');
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).not.toHaveBeenCalled();
  });

  it('loads the count for a customer', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: '1' });
    server.use(mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: [entry(1), entry(2), entry(3)] })));
    render(<WishlistCount />);
    expect(await screen.findByRole('link', { name: 'Wishlist, 3 items' })).toBeTruthy();
  });

  it('follows adds and removes made by any island, live', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    let items = [entry(1)];
    server.use(
      mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: items })),
      mock.post('/api/customer/wishlist', () => {
        items = [...items, entry(2)];
        return HttpResponse.json({ data: { message: 'Item Successfully Added To Wishlist' } });
      }),
      mock.delete('/api/customer/wishlist/:id', () => {
        items = items.filter((i) => i.id !== 1);
        return HttpResponse.json({ message: 'Item Successfully Removed From Wishlist' });
      }),
    );
    render(<WishlistCount />);
    await screen.findByRole('link', { name: 'Wishlist, 1 item' });
    await act(() => addToWishlist(20));
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeTruthy();
    await act(() => removeFromWishlist(1));
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
  });

  it('keeps 0 and only logs when the list cannot be loaded', async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/api/customer/wishlist', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<WishlistCount />);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeTruthy();
    log.mockRestore();
  });
});
