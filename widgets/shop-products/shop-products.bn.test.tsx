import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { ShopProducts } from './ShopProducts';

const server = useMockServer();
const row = (id: number) => ({ id, type: 'simple', name: `Pran Mango Juice ${id}`, url_key: `p-${id}`, price: '1250.0000', images: [] });

describe('shop-products in Bangla', () => {
  beforeEach(() => speakBangla());

  it('shows its heading, loading text, grid and pages in Bangla, prices in Bengali digits', async () => {
    server.use(mock.get('/shop/products/data', () => HttpResponse.json({ current_page: 1, per_page: 2, total: 3, data: [row(1), row(2)] })));
    render(<ShopProducts />);
    expect(screen.getByRole('heading', { name: 'সব পণ্য' })).toBeTruthy();
    expect(screen.getByText('লোড হচ্ছে…')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'সব পণ্য' });
    expect(within(list).getAllByText('৳ ১,২৫০')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'সব পণ্যের পাতা' })).toBeTruthy();
  });
});
