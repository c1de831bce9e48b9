import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { MiniCart } from './MiniCart';

const server = useMockServer();
const item = { id: 11, name: 'Aarong Jamdani Saree', quantity: 2, formatted_price: '৳4,500.00', base_image: null };
const cartBody = { id: 1, items_count: 12, items: [item], formatted_sub_total: '৳9,000.00', formatted_grand_total: '৳9,000.00' };

describe('mini-cart in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names its button with the count in Bengali digits and lists the items in Bangla', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cartBody })));
    render(<MiniCart />);
    // jsdom puts a space between the badge and the words around it; a browser joins them ('১২টি').
    const toggle = await screen.findByRole('button', { name: /^শপিং কার্ট, ১২ ?টি পণ্য$/ });
    expect(screen.getByTestId('cart-count').textContent).toBe('১২');
    await userEvent.click(toggle);
    expect(toggle.textContent).toBe('🛒শপিং কার্ট, ১২টি পণ্য');
    const panel = screen.getByRole('region', { name: 'শপিং কার্ট' });
    expect(within(panel).getByRole('list', { name: 'কার্টের পণ্য' })).toBeTruthy();
    expect(within(panel).getByText('পরিমাণ: ২')).toBeTruthy();
    expect(within(panel).getByText('সাবটোটাল:')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'কার্ট দেখুন' })).toBeTruthy();
  });

  it('says the cart is empty in Bangla', async () => {
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: null })));
    render(<MiniCart />);
    await userEvent.click(await screen.findByRole('button', { name: /^শপিং কার্ট, ০ ?টি পণ্য$/ }));
    expect(await screen.findByText('আপনার কার্ট খালি!')).toBeTruthy();
  });
});
