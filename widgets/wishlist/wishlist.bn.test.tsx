import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';

import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { Wishlist } from './Wishlist';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const product = (id: number, type = 'simple') => ({
  id,
  name: `Product ${id}`,
  url_key: `product-${id}`,
  type,
  base_image: null,
  has_campaign: false,
  final_price: null,
  prices: { regular: { price: '1250.0000', formatted_price: '৳1,250' }, final: { price: 1250, formatted_price: '৳1,250' } },
});

describe('wishlist in Bangla', () => {
  beforeEach(() => {
    resetForTest();
    vi.restoreAllMocks();
  });

  it('shows its table, buttons and prices in Bangla', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    const items = [
      { id: 7, product_id: '1', product: product(1) },
      { id: 9, product_id: '3', product: product(3, 'configurable') },
    ];
    server.use(mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: items })));
    render(<Wishlist />);
    const table = await screen.findByRole('table', { name: 'উইশলিস্ট' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['পণ্য', 'মূল্য', 'করণীয়']);
    expect(within(table).getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'অপশন বাছাই করুন' })).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'সরান' })).toHaveLength(2);
    // Testing Library folds the no-break space after ৳ into a plain one when it matches text.
    expect(within(table).getAllByText('৳ ১,২৫০')).toHaveLength(2);
    expect(table.querySelector('.sf-price__current')?.textContent).toBe('৳\u00a0১,২৫০');
  });

  it('says it is empty in Bangla', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: [] })));
    render(<Wishlist />);
    expect(await screen.findByText('আপনার উইশলিস্ট খালি!')).toBeTruthy();
  });

  it('asks a guest to log in with one Bangla sentence around the link', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: false });
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<Wishlist />);
    const link = screen.getByRole('link', { name: 'লগইন করুন' });
    expect(link.closest('p')?.textContent).toBe('আপনার উইশলিস্ট দেখতে লগইন করুন।');
  });
});
