import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { chooseAddress, choosePayment, fillNewAddress, chooseShipping, happyBackend, messages, renderCheckout } from './test-kit';

// Form-filling steps are slow on a busy 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });
const server = useMockServer();
const customer = { currencySymbol: '৳', isCustomer: true };

describe('checkout shipping and payment steps', () => {
  beforeEach(() => freshPage(customer));

  it('saves the shipping method and then shows only cash on delivery', async () => {
    const calls = happyBackend(server);
    await renderCheckout();
    await chooseAddress();
    const payment = await chooseShipping(/^Express/);
    expect(calls['shipping']).toEqual([{ shipping_method: 'flatrate_flatrate' }]);
    const options = within(payment).getAllByRole('radio');
    expect(options).toHaveLength(1);
    expect(options[0]!.closest('label')?.textContent).toContain('Cash On Delivery');
    await choosePayment();
    expect(calls['payment']).toEqual([
      { payment: { method: 'cashondelivery', method_title: 'Cash On Delivery', description: 'Pay in cash when the parcel arrives.', sort: 1 } },
    ]);
  });

  it('clears the payment choice when another shipping method is chosen', async () => {
    happyBackend(server);
    await renderCheckout();
    await chooseAddress();
    await chooseShipping(/^Express/);
    await choosePayment();
    const payment = await chooseShipping(/^Regular/);
    await waitFor(() => expect((within(payment).getByRole('radio') as HTMLInputElement).checked).toBe(false));
  });

  it('clears shipping and payment when the address changes', async () => {
    happyBackend(server);
    await renderCheckout();
    await chooseAddress();
    await chooseShipping(/^Express/);
    await choosePayment();
    const shipping = await chooseAddress(/Flat 4B/);
    expect(
      within(shipping)
        .getAllByRole('radio')
        .every((r) => !(r as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.queryByRole('group', { name: 'Payment Method' })).toBeNull();
  });

  it('names the methods after Pathao when the courier is active', async () => {
    freshPage({ ...customer, courierActive: true });
    happyBackend(server);
    await renderCheckout();
    const shipping = await chooseAddress();
    expect(within(shipping).getByRole('radio', { name: /Pathao Express/ })).toBeTruthy();
    expect(within(shipping).getByRole('radio', { name: /Pathao Regular/ })).toBeTruthy();
  });

  it('warns on a 403 with redirect_url and does not navigate', async () => {
    happyBackend(server);
    server.use(
      mock.post('/api/checkout/onepage/shipping-methods', () =>
        HttpResponse.json({ redirect_url: `${location.origin}/checkout/cart` }, { status: 403 }),
      ),
    );
    await renderCheckout();
    const group = await chooseAddress();
    await userEvent.click(within(group).getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(messages()).toContain('warning: Failed to save shipping method'));
    expect((within(group).getByRole('radio', { name: /Express/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('group', { name: 'Payment Method' })).toBeNull();
  });

  it('says to try again on any other shipping failure', async () => {
    happyBackend(server);
    server.use(mock.post('/api/checkout/onepage/shipping-methods', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    await renderCheckout();
    const group = await chooseAddress();
    await userEvent.click(within(group).getByRole('radio', { name: /Regular/ }));
    await waitFor(() => expect(messages()).toContain('error: Failed to save shipping method. Please try again.'));
  });
});

describe('courier delivery fee', () => {
  it('asks the courier for the fee with the place, the cart and the delivery type, and shows it', async () => {
    freshPage({ ...customer, courierActive: true });
    const calls = happyBackend(server);
    await renderCheckout();
    await chooseAddress();
    expect(calls['price']).toBeUndefined(); // not before a shipping method
    await chooseShipping(/Pathao Express/);
    await waitFor(() => expect(calls['price']).toHaveLength(1));
    expect(calls['price']![0]).toEqual({
      zone_name: 'Dhanmondi',
      zone_id: '101',
      city_name: 'Dhaka',
      city_id: '1',
      cart_id: '9',
      delivery_type: '12',
      item_code_0: 'PRAN-JUICE-1L',
      item_count_0: '3',
      total_items: '1',
    });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(within(summary).getByText('Courier Delivery Fee').nextSibling?.textContent).toBe('৳\u00a0100'));
    await chooseShipping(/Pathao Regular/);
    await waitFor(() => expect(calls['price']).toHaveLength(2));
    expect((calls['price']![1] as Record<string, string>)['delivery_type']).toBe('48');
  });

  it('asks for the fee of a newly created address', async () => {
    freshPage({ ...customer, courierActive: true });
    const calls = happyBackend(server);
    let saved: unknown[] = [];
    server.use(
      mock.post('/customer/account/addresses/create', () => {
        saved = [
          {
            id: 5,
            first_name: 'Karim',
            last_name: 'Mia',
            address: ['Road 5'],
            phone: '01811000000',
            city: 'Dhaka',
            state: 'Gulshan',
            city_id: 1,
            zone_id: 102,
            area_id: 1021,
            postcode: '1212',
          },
        ];
        return HttpResponse.json({ data: { address: { id: 5 } } });
      }),
      mock.get('/api/customer/addresses', () => HttpResponse.json({ data: saved })),
    );
    await renderCheckout();
    // No saved addresses: the form is open from the start, with no toggle.
    await screen.findByRole('form', { name: 'Add New Address' });
    expect(screen.queryByRole('button', { name: 'Add New Address' })).toBeNull();
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await chooseShipping(/Pathao Express/);
    await waitFor(() => expect(calls['price']).toHaveLength(1));
    expect(calls['price']![0]).toMatchObject({ zone_name: 'Gulshan', zone_id: '102', city_name: 'Dhaka', city_id: '1', delivery_type: '12' });
  });

  it('warns with the server message, or a default, when the fee cannot be had', async () => {
    freshPage({ ...customer, courierActive: true });
    happyBackend(server);
    server.use(mock.post('/api/calculate-price', () => HttpResponse.json({ message: 'Zone is not serviceable' }, { status: 422 })));
    await renderCheckout();
    await chooseAddress();
    await chooseShipping(/Pathao Express/);
    await waitFor(() => expect(messages()).toContain('warning: Zone is not serviceable'));
    server.use(mock.post('/api/calculate-price', () => HttpResponse.error()));
    await chooseShipping(/Pathao Regular/);
    await waitFor(() => expect(messages()).toContain('warning: An error occurred.'));
  });

  it('never asks when the courier is inactive', async () => {
    freshPage(customer);
    const calls = happyBackend(server);
    await renderCheckout();
    await chooseAddress();
    await chooseShipping(/^Express/);
    await choosePayment();
    expect(calls['price']).toBeUndefined();
    expect(screen.queryByText('Courier Delivery Fee')).toBeNull();
  });
});
