import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { MiniCart } from '../mini-cart/MiniCart';
import { CartPage } from './CartPage';

const server = useMockServer();

const juice = {
  id: 1,
  name: 'Pran Mango Juice 1L',
  quantity: 3,
  formatted_price: '৳ 120.00',
  formatted_total: '৳ 360.00',
  product_url_key: 'pran-mango-juice',
  base_image: { small_image_url: '/storage/p/30.jpg' },
};
const buds = { id: 2, name: 'Walton Earbuds', quantity: '1', formatted_price: '৳ 1,690.00', formatted_total: '৳ 1,690.00', base_image: null };
const cartOf = (items: unknown[], total = '৳ 2,050.00') => ({
  id: '7',
  items_count: items.length,
  items,
  formatted_sub_total: total,
  formatted_grand_total: total,
  grand_total: '2050.0000',
});
const full = cartOf([juice, buds]);
const messages = () => flashes.value.map((f) => `${f.type}: ${f.message}`);

async function openCart() {
  server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: full })));
  render(<CartPage />);
  return screen.findByRole('table');
}

describe('cart page', () => {
  beforeEach(() => freshPage());

  it('shows a loading text, then the table with its columns and the grand total', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: full })));
    render(<CartPage />);
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your Cart....');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Product', 'Unit Price', 'Quantity', 'Subtotal', 'Remove']);
    expect(within(table).getByRole('rowheader', { name: /Pran Mango Juice 1L/ })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('৳ 2,050.00');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Proceed To CheckOut' }).getAttribute('href')).toBe('/checkout/onepage/');
  });

  it('says the cart is empty when the server has none', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: null })));
    render(<CartPage />);
    expect(await screen.findByText('Your Cart is Empty!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps quantity edits local, never below 1, until Update cart sends one PUT with the qty map', async () => {
    const puts: unknown[] = [];
    server.use(
      mock.put('/api/checkout/cart', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({
          data: cartOf(
            [
              { ...juice, quantity: 4 },
              { ...buds, quantity: 1 },
            ],
            '৳ 2,170.00',
          ),
          message: 'Quantity updated successfully',
        });
      }),
    );
    await openCart();
    const [first, second] = screen.getAllByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    expect((first as HTMLInputElement).value).toBe('4');
    await userEvent.click(screen.getAllByRole('button', { name: 'Decrease quantity' })[1]!);
    expect((second as HTMLInputElement).value).toBe('1');
    expect(puts).toHaveLength(0);
    const update = screen.getByRole('button', { name: 'Update cart' });
    await userEvent.dblClick(update);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('৳ 2,170.00'));
    expect(puts).toEqual([{ qty: { 1: 4, 2: 1 } }]);
    expect(messages()).toContain('success: Quantity updated successfully');
  });

  it('treats a 200 answer without items as a failure: flashes its message and keeps the edits', async () => {
    server.use(
      mock.put('/api/checkout/cart', () =>
        HttpResponse.json({ data: { message: 'The requested quantity is not available, please try again later.' } }),
      ),
    );
    await openCart();
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Update cart' }));
    await waitFor(() => expect(messages()).toContain('error: The requested quantity is not available, please try again later.'));
    expect((screen.getAllByRole('spinbutton', { name: 'Quantity' })[0] as HTMLInputElement).value).toBe('5');
  });

  it('keeps the edits and flashes the server message when the update call fails', async () => {
    server.use(mock.put('/api/checkout/cart', () => HttpResponse.json({ message: 'Server down for a moment' }, { status: 500 })));
    await openCart();
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Update cart' }));
    await waitFor(() => expect(messages()).toContain('error: Server down for a moment'));
    expect((screen.getAllByRole('spinbutton', { name: 'Quantity' })[1] as HTMLInputElement).value).toBe('2');
  });

  it('asks before removing; Cancel keeps the item and sends nothing', async () => {
    let posts = 0;
    server.use(mock.post('/api/checkout/cart', () => ((posts += 1), HttpResponse.json({}))));
    await openCart();
    const remove = screen.getAllByRole('button', { name: 'Remove' })[0]!;
    await userEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Once deleted, you will not be able to recover.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toBe(0);
    expect(document.activeElement).toBe(remove);
  });

  it('removes with POST _method DELETE after OK, and the mini cart follows at once', async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post('/api/checkout/cart', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: cartOf([buds], '৳ 1,690.00'), message: 'Item is successfully removed from the cart.' });
      }),
    );
    await openCart();
    render(<MiniCart />);
    expect(screen.getByRole('button', { name: /Shopping Cart, 2 items/ })).toBeTruthy();
    // An edit on the remaining row survives the delete.
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[1]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Pran Mango Juice 1L')).toBeNull());
    expect(bodies).toEqual([{ cart_item_id: 1, _method: 'DELETE' }]);
    expect(screen.getByRole('button', { name: /Shopping Cart, 1 item/ })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    expect(messages()).toContain('success: Item is successfully removed from the cart.');
  });

  it('flashes the SPEC message when a delete fails and keeps the edits', async () => {
    server.use(mock.post('/api/checkout/cart', () => HttpResponse.error()));
    await openCart();
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(messages()).toContain('error: An error occurred while removing the item from your cart.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Walton Earbuds')).toBeTruthy();
    expect((screen.getAllByRole('spinbutton', { name: 'Quantity' })[0] as HTMLInputElement).value).toBe('4');
  });

  it('flashes the server error text of a failed delete', async () => {
    server.use(mock.post('/api/checkout/cart', () => HttpResponse.json({ error: 'Cart item not found.' }, { status: 404 })));
    await openCart();
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(messages()).toContain('error: Cart item not found.'));
  });

  it('shows the chosen options of a configurable line under its name; odd options never break a row', async () => {
    const panjabi = {
      id: 3,
      name: 'Aarong Cotton Panjabi',
      quantity: 1,
      type: 'configurable',
      formatted_price: '৳ 2,550.00',
      formatted_total: '৳ 2,550.00',
      product_url_key: 'aarong-cotton-panjabi',
      options: [
        { attribute_name: 'Color', option_id: 3, option_label: 'White' },
        { attribute_name: 'Size', option_id: 3, option_label: 'L' },
      ],
    };
    const odd = { ...buds, options: { color: null, size: 'L' } };
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cartOf([juice, odd, panjabi]) })));
    render(<CartPage />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('rowheader', { name: /Aarong Cotton Panjabi/ });
    expect(
      within(row)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Color', 'Size']);
    expect(
      within(row)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['White', 'L']);
    expect(
      within(table)
        .getByRole('rowheader', { name: /Walton Earbuds/ })
        .querySelector('dl'),
    ).toBeNull();
    expect(
      within(table)
        .getByRole('rowheader', { name: /Pran Mango Juice 1L/ })
        .querySelector('dl'),
    ).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('steps the quantity with the arrow keys', async () => {
    await openCart();
    const field = screen.getAllByRole('spinbutton', { name: 'Quantity' })[1] as HTMLInputElement;
    field.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(field.value).toBe('2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.value).toBe('1');
  });
});
