// Shared set-up for the checkout's component tests: a backend answering as BACKEND-NOTES says,
// recording what each call received, and steps a shopper takes.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import { flashes } from '../../shared/stores/flash';
import { Checkout } from './Checkout';

export const item = {
  id: 1,
  sku: 'PRAN-JUICE-1L',
  product_id: 30,
  name: 'Pran Mango Juice 1L',
  quantity: 3,
  formatted_price: '৳ 120',
  formatted_total: '৳ 360',
};
export const cartBody = (extra: Record<string, unknown> = {}) => ({
  id: 9,
  items_count: 1,
  items: [item],
  sub_total: '360.0000',
  formatted_sub_total: '৳ 360',
  grand_total: '360.0000',
  formatted_grand_total: '৳ 360',
  discount_amount: '0.0000',
  formatted_discount_amount: '৳ 0',
  shipping_amount: '0.0000',
  formatted_shipping_amount: '৳ 0',
  coupon_code: null,
  ...extra,
});

const savedAddresses = [
  {
    id: 1,
    first_name: 'Rahim',
    last_name: 'Uddin',
    company_name: null,
    address: 'House 12, Road 27',
    email: 'rahim@example.com.bd',
    phone: '01711223344',
    country: 'BD',
    state: 'Dhanmondi',
    city: 'Dhaka',
    area: 'Dhanmondi Main Road',
    city_id: 1,
    zone_id: 101,
    area_id: 1011,
    postcode: '1209',
    default_address: 1,
  },
  {
    id: '2',
    first_name: 'Rahim',
    last_name: 'Uddin',
    company_name: 'Karnaphuli',
    address: ['Flat 4B', 'Agrabad C/A'],
    email: '',
    phone: '+8801819556677',
    country: 'BD',
    state: 'Agrabad',
    city: 'Chattogram',
    area: null,
    city_id: '2',
    zone_id: '201',
    area_id: null,
    post_code: '4100',
    default_address: '0',
  },
];

const rates = {
  flatrate: {
    carrier_title: 'Express Delivery',
    rates: [{ method: 'flatrate_flatrate', method_title: 'Express', price: 60, base_formatted_price: '৳ 60' }],
  },
  free: { carrier_title: 'Regular Delivery', rates: [{ method: 'free_free', method_title: 'Regular', price: 0, base_formatted_price: '৳ 0' }] },
};
const cod = { method: 'cashondelivery', method_title: 'Cash On Delivery', description: 'Pay in cash when the parcel arrives.', sort: 1 };

export interface Calls {
  [path: string]: unknown[];
}

/** Every checkout route answering its success shape; `calls[path]` holds the bodies received. */
export function happyBackend(server: SetupServer, cart = cartBody()): Calls {
  const calls: Calls = {};
  const log = (path: string, body: unknown) => (calls[path] ??= []).push(body);
  server.use(
    mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cart })),
    mock.get('/api/customer/addresses', () => HttpResponse.json({ data: savedAddresses })),
    mock.post('/api/checkout/onepage/addresses', async ({ request }) => {
      log('addresses', await request.json());
      return HttpResponse.json({ redirect: false, data: { shippingMethods: rates } });
    }),
    mock.post('/api/checkout/onepage/shipping-methods', async ({ request }) => {
      log('shipping', await request.json());
      return HttpResponse.json({ payment_methods: [cod, { method: 'paypal_standard', method_title: 'PayPal', description: '', sort: 2 }] });
    }),
    mock.post('/api/checkout/onepage/payment-methods', async ({ request }) => {
      log('payment', await request.json());
      return HttpResponse.json({ cart: { ...cart, payment_method: 'cashondelivery' } });
    }),
    mock.post('/api/checkout/onepage/orders', async ({ request }) => {
      log('orders', await request.json());
      return HttpResponse.json({ data: { redirect: true, redirect_url: `${location.origin}/checkout/onepage/success` } });
    }),
    mock.post('/api/calculate-price', async ({ request }) => {
      log('price', Object.fromEntries((await request.formData()).entries()));
      return HttpResponse.json({ message: 'price', type: 'success', code: 200, data: { price: 100, final_price: 100 } });
    }),
    mock.get('/get-cities', () =>
      HttpResponse.json([
        { city_id: 1, city_name: 'Dhaka' },
        { city_id: 2, city_name: 'Chattogram' },
      ]),
    ),
    mock.get('/api/get-zone/:city', ({ params }) =>
      HttpResponse.json({
        data:
          params['city'] === '1'
            ? [
                { zone_id: 101, zone_name: 'Dhanmondi' },
                { zone_id: 102, zone_name: 'Gulshan' },
              ]
            : [{ zone_id: 201, zone_name: 'Agrabad' }],
      }),
    ),
    mock.get('/api/get-area/:zone', ({ params }) =>
      HttpResponse.json({ data: [{ area_id: Number(params['zone']) * 10 + 1, area_name: 'Main Road' }] }),
    ),
  );
  return calls;
}

export const messages = () => flashes.value.map((f) => `${f.type}: ${f.message}`);

export async function renderCheckout() {
  render(<Checkout />);
  await screen.findByRole('heading', { name: 'Order Summary' });
}

export async function chooseAddress(label: RegExp = /House 12/) {
  await userEvent.click(await screen.findByRole('radio', { name: label }));
  return screen.findByRole('group', { name: 'Shipping Method' });
}

export async function chooseShipping(name: RegExp = /^Express/) {
  const group = await screen.findByRole('group', { name: 'Shipping Method' });
  await userEvent.click(within(group).getByRole('radio', { name }));
  return screen.findByRole('group', { name: 'Payment Method' });
}

export async function choosePayment() {
  const group = await screen.findByRole('group', { name: 'Payment Method' });
  await userEvent.click(within(group).getByRole('radio', { name: /Cash On Delivery/ }));
  await waitFor(() => expect((within(group).getByRole('radio', { name: /Cash On Delivery/ }) as HTMLInputElement).checked).toBe(true));
}

/** The new-address form filled; no timer between keys (each would be a macrotask and a render per character). */
export async function fillNewAddress(phone = '01811000000') {
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByRole('textbox', { name: /First Name/ }), 'Karim');
  await u.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Mia');
  await u.type(screen.getByRole('textbox', { name: /Telephone/ }), phone);
  await u.type(screen.getByRole('textbox', { name: /Street Address/ }), 'Road 5');
  const city = screen.getByRole('combobox', { name: /City/ });
  await waitFor(() => expect(within(city).getByRole('option', { name: 'Dhaka' })).toBeTruthy());
  await u.selectOptions(city, '1');
  const zone = screen.getByRole('combobox', { name: /State/ }) as HTMLSelectElement;
  await waitFor(() => expect(zone.disabled).toBe(false));
  await u.selectOptions(zone, '102');
  const area = screen.getByRole('combobox', { name: /Area/ }) as HTMLSelectElement;
  await waitFor(() => expect(area.disabled).toBe(false));
  await u.selectOptions(area, '1021');
  await u.type(screen.getByRole('textbox', { name: /Zip/ }), '1212');
}
