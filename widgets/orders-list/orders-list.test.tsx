import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage, speakBangla } from '../../shared/testing/page';
import { OrdersList } from './OrdersList';
import { OrdersListProps, type OrderRow } from './schema';

const raw = (id: number) => ({
  id: String(id),
  increment_id: String(id),
  status: id % 2 ? 'pending' : 'completed',
  grand_total: `${1000 + id}.5000`,
  created_at: `2026-11-${String(id).padStart(2, '0')} 10:00:00`,
  customer_first_name: 'Rahim',
  customer_last_name: 'Uddin',
});
const orders = (n: number): OrderRow[] => v.parse(OrdersListProps, { orders: Array.from({ length: n }, (_, i) => raw(i + 1)) }).orders;
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('orders-list', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: true, locale: 'en-IN' }));

  it('shows the SPEC columns with a formatted grand total and a View link', () => {
    render(<OrdersList orders={orders(1)} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Order ID',
      'Customer Name',
      'Status',
      'Grand Total',
      'Created At',
      'Action',
    ]);
    const cells = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['1', 'Rahim Uddin', 'pending', '৳\u00a01,001.50', '2026-11-01 10:00:00', 'View']);
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/customer/account/orders/view/1');
  });

  it('pages by 5, offers 5, 10 and 15 per page', async () => {
    render(<OrdersList orders={orders(12)} />);
    expect(bodyRows()).toHaveLength(5);
    const size = screen.getByLabelText('Per page') as HTMLSelectElement;
    expect(Array.from(size.options).map((o) => o.value)).toEqual(['5', '10', '15']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['11', '12']);
    await userEvent.selectOptions(size, '10');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.selectOptions(size, '15');
    expect(bodyRows()).toHaveLength(12);
  });

  it('says when there are no orders', () => {
    render(<OrdersList orders={[]} />);
    expect(screen.getByText('No orders found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('rejects props that are not a list of orders', () => {
    expect(v.safeParse(OrdersListProps, { orders: [{ id: 'x' }] }).success).toBe(false);
    expect(v.safeParse(OrdersListProps, {}).success).toBe(false);
  });
});

describe('orders-list in Bangla', () => {
  it('heads the columns in Bangla, with the grand total in Bengali digits', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    render(<OrdersList orders={orders(12)} />);
    expect(screen.getByRole('table', { name: 'অর্ডারসমূহ' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'অর্ডার আইডি',
      'গ্রাহকের নাম',
      'স্ট্যাটাস',
      'সর্বমোট',
      'অর্ডারের তারিখ',
      'অ্যাকশন',
    ]);
    const cells = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[3]).toBe('৳\u00a0১,০০১.৫০');
    expect(cells[5]).toBe('দেখুন');
    expect(screen.getByRole('navigation', { name: 'অর্ডারের পাতা' })).toBeTruthy();
  });

  it('says in Bangla when there are no orders', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    render(<OrdersList orders={[]} />);
    expect(screen.getByText('কোনো অর্ডার পাওয়া যায়নি।')).toBeTruthy();
  });
});
