import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { FeaturedProducts } from './FeaturedProducts';

const server = useMockServer();
const product = {
  id: 3,
  type: 'simple',
  name: 'Walton 43 inch Smart Android LED TV',
  url_key: 'walton-tv',
  price: '45000.0000',
  special_price: '42000.0000',
  images: [],
};

describe('featured-products', () => {
  beforeEach(() => freshPage());
  afterEach(() => vi.restoreAllMocks());

  it("lists the featured products under 'Featured Products' with names cut at 25", async () => {
    server.use(mock.get('/api/categories/featured/products', () => HttpResponse.json({ data: [product] })));
    render(<FeaturedProducts />);
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Featured Products' });
    expect(within(list).getByRole('link', { name: 'Walton 43 inch Smart Andr...' }).getAttribute('href')).toBe('/products/walton-tv');
    expect(within(list).getByText('৳ 42,000')).toBeTruthy();
  });

  it('a failed load is logged and shows no list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/api/categories/featured/products', () => HttpResponse.error()));
    render(<FeaturedProducts />);
    // The log line comes before React commits the error state: wait for both. A dropped GET is
    // tried three times (ky's retries after 0.3 s and 0.6 s): the load fails after about 1 s.
    await vi.waitFor(
      () => {
        expect(logged).toHaveBeenCalled();
        expect(screen.queryByRole('status')).toBeNull();
      },
      { timeout: 5_000 },
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
