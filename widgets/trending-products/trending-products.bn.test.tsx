import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { TrendingProducts } from './TrendingProducts';

const server = useMockServer();
const product = (id: number) => ({ id, type: 'simple', name: `Item ${id}`, url_key: `trending-${id}`, price: '1250.0000', images: [] });

describe('trending-products in Bangla', () => {
  beforeEach(() => speakBangla());

  it('shows its heading, subtitle, list and pages in Bangla, prices in Bengali digits', async () => {
    server.use(mock.get('/home/products', () => HttpResponse.json({ data: [product(1), product(2)] })));
    render(<TrendingProducts />);
    expect(screen.getByRole('heading', { name: 'ট্রেন্ডিং পণ্য' })).toBeTruthy();
    expect(screen.getByText('এই মাসের বিশেষ পণ্য')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'ট্রেন্ডিং পণ্য' });
    expect(within(list).getAllByText('৳ ১,২৫০')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'ট্রেন্ডিং পণ্যের পাতা' })).toBeTruthy();
  });

  it('says so in Bangla when there is nothing to show', async () => {
    server.use(mock.get('/home/products', () => HttpResponse.json({ data: [] })));
    render(<TrendingProducts />);
    expect(await screen.findByText('এই মুহূর্তে দেখানোর মতো কোনো পণ্য নেই।')).toBeTruthy();
  });
});
