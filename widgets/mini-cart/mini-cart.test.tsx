import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCart } from '../../shared/stores/cart';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { MiniCart } from './MiniCart';

const server = useMockServer();
const item = { id: 11, name: 'Aarong Jamdani Saree', quantity: 2, formatted_price: '৳4,500.00', base_image: { small_image_url: '/storage/p/1.jpg' } };
const cartBody = { id: 1, items_count: 1, items: [item], formatted_sub_total: '৳9,000.00', formatted_grand_total: '৳9,000.00' };

describe('mini-cart', () => {
  beforeEach(() => freshPage());

  it('shows the item count and lists items with quantity and price when opened', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cartBody })));
    render(<MiniCart />);
    const toggle = await screen.findByRole('button', { name: /Shopping Cart, 1 item/ });
    await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Shopping Cart' });
    expect(within(panel).getByText('Aarong Jamdani Saree')).toBeTruthy();
    expect(within(panel).getByText('Qty: 2')).toBeTruthy();
    expect(within(panel).getByText('৳4,500.00')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/checkout/cart');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('says the cart is empty when the server has no cart', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: null })));
    render(<MiniCart />);
    await userEvent.click(await screen.findByRole('button', { name: /Shopping Cart, 0 items/ }));
    expect(await screen.findByText('Your Cart is Empty!')).toBeTruthy();
  });

  it('follows changes made by any other island at once', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: null })));
    render(<MiniCart />);
    await screen.findByRole('button', { name: /0 items/ });
    act(() => setCart({ ...cartBody, items_count: 3 } as never));
    expect(screen.getByRole('button', { name: /Shopping Cart, 3 items/ })).toBeTruthy();
  });

  it('shows the chosen options of a configurable line', async () => {
    const options = { color: { attribute_name: 'Color', option_label: 'White' }, size: { attribute_name: 'Size', option_label: 'L' } };
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: { ...cartBody, items: [{ ...item, options }] } })));
    render(<MiniCart />);
    await userEvent.click(await screen.findByRole('button', { name: /Shopping Cart, 1 item/ }));
    const line = within(screen.getByRole('region', { name: 'Shopping Cart' })).getByRole('listitem');
    expect(
      within(line)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Color', 'Size']);
    expect(
      within(line)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['White', 'L']);
  });

  it('announces a changed count politely, but not the count the page loads with', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cartBody })));
    const { container } = render(<MiniCart />);
    await screen.findByRole('button', { name: /Shopping Cart, 1 item/ });
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    act(() => setCart({ ...cartBody, items_count: 2 } as never));
    expect(screen.getByText('Shopping Cart, 2 items')).toBe(live);
    act(() => setCart({ ...cartBody, items_count: 1 } as never));
    expect(screen.getByText('Shopping Cart, 1 item')).toBe(live);
    // The button keeps its CONTRACT §6 name.
    expect(screen.getByRole('button', { name: /Shopping Cart, 1 item/ })).toBeTruthy();
  });

  it('closes on Escape and returns focus to its button', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cartBody })));
    render(<MiniCart />);
    const toggle = await screen.findByRole('button', { name: /Shopping Cart/ });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Shopping Cart' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<MiniCart />);
    await userEvent.click(screen.getByRole('button', { name: /Shopping Cart/ }));
    expect(await screen.findByText(/Your cart could not be loaded/)).toBeTruthy();
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cartBody })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Aarong Jamdani Saree')).toBeTruthy();
  });
});
