import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_KEY } from '../../shared/stores/compare';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { Compare } from './Compare';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const product = (id: number, type = 'simple') => ({
  id: String(id),
  name: `Product ${id}`,
  type,
  url_key: `product-${id}`,
  description: `<p>About product ${id}</p>`,
  has_campaign: false,
  final_price: null,
  prices: { regular: { price: 1250, formatted_price: '' }, final: { price: '1250.0000', formatted_price: '' } },
});

describe('compare in Bangla', () => {
  beforeEach(async () => {
    resetForTest();
    await speakBangla();
  });

  it('labels the table rows, buttons and regions in Bangla, prices in Bengali digits', async () => {
    localStorage.setItem(COMPARE_KEY, JSON.stringify([3, 5]));
    server.use(mock.get('/api/compare-items', () => HttpResponse.json({ data: [product(3), product(5, 'configurable')] })));
    render(<Compare />);
    await screen.findByRole('link', { name: 'Product 3' });
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['পণ্য', 'মূল্য', 'বিবরণ', 'এখনই কিনুন', 'সরান']);
    expect(screen.getByRole('table', { name: 'পণ্যের তুলনা' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Product 3-এর বিবরণ' })).toBeTruthy();
    expect(screen.getAllByText('৳ ১,২৫০')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'অপশন বেছে নিন' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'সরান' })[0]!);
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'success', message: 'তুলনার তালিকা থেকে সফলভাবে সরানো হয়েছে।' }));
  });

  it('says the list is empty in Bangla', async () => {
    render(<Compare />);
    expect(await screen.findByText('আপনার তুলনার তালিকা খালি!')).toBeTruthy();
  });

  it('offers to try again in Bangla when the list cannot load', async () => {
    localStorage.setItem(COMPARE_KEY, JSON.stringify([3]));
    server.use(mock.get('/api/compare-items', () => HttpResponse.json({}, { status: 500 })));
    render(<Compare />);
    expect(await screen.findByText('আপনার তুলনার তালিকা লোড করা যায়নি।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });
});
