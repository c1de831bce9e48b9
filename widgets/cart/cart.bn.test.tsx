import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { CartPage } from './CartPage';

const server = useMockServer();
const juice = { id: 1, name: 'Pran Mango Juice 1L', quantity: 3, formatted_price: '৳ 120.00', formatted_total: '৳ 360.00', base_image: null };
const cart = { id: '7', items_count: 1, items: [juice], formatted_sub_total: '৳ 360.00', formatted_grand_total: '৳ 360.00' };

describe('cart page in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names its heading, columns, controls and links in Bangla', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cart })));
    render(<CartPage />);
    expect(screen.getByRole('heading', { name: 'শপিং কার্ট' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('আপনার কার্ট লোড হচ্ছে…');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['পণ্য', 'একক মূল্য', 'পরিমাণ', 'সাবটোটাল', 'সরান']);
    expect(within(table).getByRole('button', { name: 'পরিমাণ বাড়ান' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'পরিমাণ কমান' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'সরান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'কার্ট আপডেট করুন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'চেকআউট করুন' }).getAttribute('href')).toBe('/checkout/onepage/');
    expect(screen.getByText('সর্বমোট:')).toBeTruthy();
  });
});
