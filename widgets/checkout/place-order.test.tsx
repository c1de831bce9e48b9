import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../shared/analytics/pixel';
import { browser } from '../../shared/net/navigate';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { chooseAddress, choosePayment, chooseShipping, happyBackend, messages, renderCheckout } from './test-kit';

// Form-filling steps are slow on a busy 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });
const server = useMockServer();
const customer = { email: 'Rahim.Uddin@example.com.bd ', phone: '01711223344', first_name: 'Rahim', last_name: 'Uddin' };
const INCOMPLETE = 'warning: Please select a shipping address, shipping method, and payment method.';

async function readyToOrder() {
  await renderCheckout();
  await chooseAddress();
  await chooseShipping();
  await choosePayment();
  return screen.getByRole('button', { name: 'Order Place' }) as HTMLButtonElement;
}

describe('Order Place', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: true, customer });
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as { fbq?: unknown }).fbq;
  });

  it('warns and sends nothing until address, shipping and payment are all chosen', async () => {
    const calls = happyBackend(server);
    await renderCheckout();
    const order = screen.getByRole('button', { name: 'Order Place' });
    await userEvent.click(order);
    expect(messages()).toEqual([INCOMPLETE]);
    await chooseAddress();
    await chooseShipping();
    await userEvent.click(order);
    expect(messages().filter((m) => m === INCOMPLETE)).toHaveLength(2);
    expect(calls['orders']).toBeUndefined();
  });

  it('sends one order however often it is clicked, follows the success page and stays disabled', async () => {
    const calls = happyBackend(server);
    const order = await readyToOrder();
    await userEvent.tripleClick(order);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/onepage/success`));
    expect(calls['orders']).toEqual([
      { address: expect.objectContaining({ address_id: 1 }), shipping_method: 'flatrate_flatrate', payment_method: 'cashondelivery' },
    ]);
    expect(order.disabled).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(order.disabled).toBe(true);
    await userEvent.click(order);
    expect(calls['orders']).toHaveLength(1);
  });

  it('never follows a foreign redirect; an emptied cart still means the order went through', async () => {
    happyBackend(server);
    server.use(
      mock.post('/api/checkout/onepage/orders', () =>
        HttpResponse.json({ data: { redirect: true, redirect_url: 'https://evil.example/checkout/onepage/success' } }),
      ),
    );
    const order = await readyToOrder();
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: null })));
    await userEvent.click(order);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/checkout/onepage/success');
  });

  it.each([
    [
      'with a redirect_url of this site',
      { success: true, redirect_url: '/checkout/onepage/success?order=77' },
      `${location.origin}/checkout/onepage/success?order=77`,
    ],
    ['with a foreign redirect_url', { success: true, redirect_url: 'https://evil.example/thanks' }, '/checkout/onepage/success'],
    ['without a redirect_url', { success: '1' }, '/checkout/onepage/success'],
  ])('an order answered success: true %s goes on, never with an error flash', async (_name, data, where) => {
    happyBackend(server);
    server.use(mock.post('/api/checkout/onepage/orders', () => HttpResponse.json({ data })));
    const order = await readyToOrder();
    await userEvent.click(order);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(where));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(messages().filter((m) => m.startsWith('error'))).toEqual([]);
    expect(order.disabled).toBe(true);
  });

  it('a foreign redirect with the cart still full is an error and the button comes back', async () => {
    happyBackend(server);
    server.use(
      mock.post('/api/checkout/onepage/orders', () => HttpResponse.json({ data: { redirect: true, redirect_url: 'https://evil.example/x' } })),
    );
    const order = await readyToOrder();
    await userEvent.click(order);
    await waitFor(() => expect(messages()).toContain('error: An error occurred while processing your order.'));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(order.disabled).toBe(false));
  });

  it.each([
    [
      'a 500 with the server message',
      () => HttpResponse.json({ message: 'Minimum order amount is ৳5,000.00' }, { status: 500 }),
      'error: Minimum order amount is ৳5,000.00',
    ],
    [
      'a 500 without a message',
      () => HttpResponse.json({ error: '' }, { status: 500 }),
      'error: An error occurred while placing the order. Please try again.',
    ],
    ['a network failure', () => HttpResponse.error(), 'error: An error occurred while placing the order. Please try again.'],
    [
      'a coupon limit answer',
      () => HttpResponse.json({ data: { redirect: false, message: 'Coupon usage limit has been reached.' } }),
      'error: Coupon usage limit has been reached.',
    ],
    ['an answer that is no success', () => HttpResponse.json({ data: { success: false } }), 'error: An error occurred while processing your order.'],
  ])('shows %s and lets the shopper try again', async (_name, answer, text) => {
    const calls = happyBackend(server);
    server.use(mock.post('/api/checkout/onepage/orders', answer));
    const order = await readyToOrder();
    await userEvent.click(order);
    await waitFor(() => expect(messages()).toContain(text));
    await waitFor(() => expect(order.disabled).toBe(false));
    expect(assign).not.toHaveBeenCalled();
    expect(calls['addresses']).toHaveLength(1);
  });

  it('sends begin-checkout and order events to the pixel with the customer hashed, never in clear', async () => {
    const fbq = vi.fn();
    (window as { fbq?: unknown }).fbq = fbq;
    happyBackend(server);
    const order = await readyToOrder();
    await waitFor(() => expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', expect.objectContaining({ currency: 'BDT', num_items: 3 })));
    await userEvent.click(order);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const purchase = fbq.mock.calls.find((c) => c[1] === 'Purchase')?.[2] as Record<string, unknown>;
    expect(purchase).toMatchObject({
      currency: 'BDT',
      value: 360,
      em: await sha256('rahim.uddin@example.com.bd'),
      ph: await sha256('01711223344'),
      fn: await sha256('rahim'),
      ln: await sha256('uddin'),
    });
    const begin = fbq.mock.calls.find((c) => c[1] === 'InitiateCheckout')?.[2] as Record<string, unknown>;
    expect(begin).toMatchObject({ em: purchase['em'], ph: purchase['ph'], fn: purchase['fn'], ln: purchase['ln'] });
    expect(JSON.stringify(fbq.mock.calls)).not.toMatch(/rahim|uddin|01711223344/i);
  });

  it('sends no events when the page has no pixel', async () => {
    happyBackend(server);
    const order = await readyToOrder();
    await userEvent.click(order);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect('fbq' in window).toBe(false);
  });
});
