import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { FeaturedProducts } from './FeaturedProducts';

const server = useMockServer();
const product = { id: 3, type: 'simple', name: 'Walton 43 inch Smart Android LED TV', url_key: 'walton-tv', price: '45000.0000', images: [] };

describe('featured-products in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names the heading and the list in Bangla, prices in Bengali digits', async () => {
    server.use(mock.get('/api/categories/featured/products', () => HttpResponse.json({ data: [product] })));
    render(<FeaturedProducts />);
    expect(screen.getByRole('heading', { name: 'ফিচার্ড পণ্য' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'ফিচার্ড পণ্য' });
    expect(within(list).getByText('৳ ৪৫,০০০')).toBeTruthy();
  });
});
