import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { cartBody, happyBackend, messages, renderCheckout } from './test-kit';

// Form-filling steps are slow on a busy 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });
const server = useMockServer();
const discounted = cartBody({
  coupon_code: 'EID10',
  discount_amount: '36.0000',
  formatted_discount_amount: '৳ 36',
  grand_total: '324.0000',
  formatted_grand_total: '৳ 324',
});

describe('checkout coupon', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: true }));

  it('warns about a blank code and sends nothing', async () => {
    happyBackend(server);
    let posts = 0;
    server.use(mock.post('/api/checkout/cart/coupon', () => ((posts += 1), HttpResponse.json({}))));
    await renderCheckout();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon Code' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    expect(messages()).toEqual(['warning: Please enter a coupon code.']);
    expect(posts).toBe(0);
  });

  it('reads Applying... while busy, then shows the discount and the new total everywhere', async () => {
    happyBackend(server);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bodies: unknown[] = [];
    server.use(
      mock.post('/api/checkout/cart/coupon', async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json({ data: discounted, message: 'Coupon code applied successfully.' });
      }),
    );
    await renderCheckout();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon Code' }), ' eid10 {Enter}');
    const busy = await screen.findByRole('button', { name: 'Applying...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('EID10')).toBeTruthy();
    expect(bodies).toEqual([{ code: 'eid10' }]);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('- ৳ 36')).toBeTruthy();
    expect(within(summary).getByText('৳ 324')).toBeTruthy();
    expect(messages()).toEqual(['success: Coupon code applied successfully.']);
  });

  it('warns with the server message on 400/422 and keeps the typed code', async () => {
    happyBackend(server);
    server.use(
      mock.post('/api/checkout/cart/coupon', () => HttpResponse.json({ data: cartBody(), message: 'Coupon code is invalid.' }, { status: 422 })),
    );
    await renderCheckout();
    const field = screen.getByRole('textbox', { name: 'Coupon Code' }) as HTMLInputElement;
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await waitFor(() => expect(messages()).toEqual(['warning: Coupon code is invalid.']));
    expect(field.value).toBe('NOPE');
  });

  it('shows an error, with the default text when the server gives none', async () => {
    happyBackend(server);
    server.use(mock.post('/api/checkout/cart/coupon', () => HttpResponse.json({}, { status: 500 })));
    await renderCheckout();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon Code' }), 'EID10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await waitFor(() => expect(messages()).toEqual(['error: Something went wrong. Please try again.']));
  });

  it('removes an applied coupon, and says so when it cannot', async () => {
    happyBackend(server, discounted);
    server.use(mock.delete('/api/checkout/cart/coupon', () => HttpResponse.json({}, { status: 500 })));
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(messages()).toEqual(['error: Failed to remove coupon.']));
    server.use(mock.delete('/api/checkout/cart/coupon', () => HttpResponse.json({ data: cartBody(), message: 'Coupon code removed successfully.' })));
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon Code' })).toBeTruthy();
    expect(messages()).toContain('success: Coupon code removed successfully.');
  });
});
