import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage, speakBangla } from '../../shared/testing/page';
import { OrderView } from './OrderView';
import { OrderViewProps } from './schema';

const server = useMockServer();
const address = {
  name: 'Rahim Uddin',
  first_name: 'Rahim',
  last_name: 'Uddin',
  address1: 'House 12, Road 27',
  city: 'Dhaka',
  state: 'Dhanmondi',
  postcode: '1209',
  country: 'BD',
  phone: '01711223344',
};
const order = (status: string) =>
  v.parse(OrderViewProps, {
    order: {
      id: '42',
      increment_id: '42',
      status,
      created_at: '2026-11-20 09:30:00',
      items: [
        {
          id: 1,
          sku: 'SAREE-1',
          name: 'Jamdani Saree',
          price: '4500.0000',
          qty_ordered: 2,
          total: '9000.0000',
          tax_percent: '5.0000',
          tax_amount: '450.0000',
        },
      ],
      subtotal: '9000.0000',
      shipping_handling: 60,
      tax: '450.0000',
      grand_total: '9510.0000',
      total_paid: 0,
      total_refunded: 0,
      total_due: '9510.0000',
      billing_address: address,
      shipping_address: { ...address, city: 'Sylhet' },
      shipping_method: 'flatrate_flatrate',
      shipping_title: 'Express',
      payment_method: 'cashondelivery',
      payment_title: 'Cash On Delivery',
    },
  }).order;

describe('order-view', () => {
  beforeEach(() => {
    freshPage();
    vi.restoreAllMocks();
  });

  it('shows the invoice: heading, date, back link, items, totals, addresses and methods', () => {
    render(<OrderView order={order('completed')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders # 42' })).toBeTruthy();
    expect(screen.getByText(/Placed On/).textContent).toContain('2026-11-20 09:30:00');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/customer/account/orders/data');
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['SAREE-1', 'Jamdani Saree', '৳\u00a04,500', '2', '৳\u00a09,000', '৳\u00a0450 (5%)']);
    expect(screen.getByText('Grand Total').nextElementSibling?.textContent).toBe('৳\u00a09,510');
    expect(screen.getByRole('region', { name: 'Billing Address' }).textContent).toContain('Dhaka');
    expect(screen.getByRole('region', { name: 'Shipping Address' }).textContent).toContain('Sylhet');
    expect(screen.getByRole('region', { name: 'Shipping Method' }).textContent).toContain('Express');
    expect(screen.getByRole('region', { name: 'Payment Method' }).textContent).toContain('Cash On Delivery');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('a pending order can be cancelled after asking; then it says so and returns to the orders list', async () => {
    let cancelled = '';
    server.use(
      mock.post('/customer/account/orders/cancel/:id', ({ params }) => {
        cancelled = String(params['id']);
        return HttpResponse.json({ message: 'Your order has been canceled.' });
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<OrderView order={order('pending')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(cancelled).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/customer/account/orders/data'));
    expect(cancelled).toBe('42');
    expect(flashes.value.map((f) => [f.type, f.message])).toEqual([['success', 'Order Successfully Cancelled.']]);
  });

  it('Cancel in the dialog keeps the order', async () => {
    const post = vi.fn();
    server.use(mock.post('/customer/account/orders/cancel/:id', () => (post(), HttpResponse.json({}))));
    render(<OrderView order={order('pending')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused cancel flashes the server message and stays', async () => {
    server.use(
      mock.post('/customer/account/orders/cancel/:id', () => HttpResponse.json({ message: 'Your order can not be canceled.' }, { status: 400 })),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<OrderView order={order('pending')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'Your order can not be canceled.' }));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('order-view in Bangla', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows the invoice in Bangla with Bengali digits in prices, quantity and tax rate', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    render(<OrderView order={order('completed')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'অর্ডার # 42' })).toBeTruthy();
    expect(screen.getByText(/অর্ডারের তারিখ/).textContent).toContain('২০ নভেম্বর, ২০২৬ এ ৯:৩০ AM');
    expect(screen.getByRole('link', { name: 'ফিরে যান' })).toBeTruthy();
    const items = screen.getByRole('region', { name: 'অর্ডার করা পণ্য' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['SKU', 'পণ্যের নাম', 'মূল্য', 'পরিমাণ', 'সাবটোটাল', 'ট্যাক্স']);
    expect(
      within(within(items).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['SAREE-1', 'Jamdani Saree', '৳\u00a0৪,৫০০', '২', '৳\u00a0৯,০০০', '৳\u00a0৪৫০ (৫%)']);
    expect(screen.getByText('সর্বমোট').nextElementSibling?.textContent).toBe('৳\u00a0৯,৫১০');
    expect(screen.getByText('ডেলিভারি ও হ্যান্ডলিং').nextElementSibling?.textContent).toBe('৳\u00a0৬০');
    expect(screen.getByRole('region', { name: 'বিলিং ঠিকানা' }).textContent).toContain('Dhaka');
    expect(screen.getByRole('region', { name: 'ডেলিভারি ঠিকানা' }).textContent).toContain('Sylhet');
    expect(screen.getByRole('region', { name: 'ডেলিভারি পদ্ধতি' }).textContent).toContain('Express');
    expect(screen.getByRole('region', { name: 'পেমেন্ট পদ্ধতি' }).textContent).toContain('Cash On Delivery');
  });

  it('asks in Bangla before cancelling, then says so in Bangla', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(mock.post('/customer/account/orders/cancel/:id', () => HttpResponse.json({ message: 'Your order has been canceled.' })));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<OrderView order={order('pending')} />);
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার বাতিল করুন' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('আপনি কি সত্যিই এই অর্ডারটি বাতিল করতে চান?')).toBeTruthy();
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/customer/account/orders/data'));
    expect(flashes.value.map((f) => [f.type, f.message])).toEqual([['success', 'অর্ডার সফলভাবে বাতিল হয়েছে।']]);
  });
});
