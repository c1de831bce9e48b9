import { render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import widget from './index';
import { RelatedProducts } from './RelatedProducts';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const row = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  type: 'simple',
  name: `Walton Electric Rice Cooker Model ${id} 2.8L`,
  url_key: `rice-cooker-${id}`,
  price: '3290.0000',
  special_price: null,
  images: [{ id, path: `product/${id}/a.jpg` }],
  ...over,
});

describe('related-products', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: false, locale: 'en-IN' });
    resetForTest();
  });
  afterEach(() => vi.restoreAllMocks());

  it('accepts productId as a number or a numeric string', () => {
    expect(widget.validate({ productId: '16' })).toMatchObject({ ok: true, props: { productId: 16 } });
    expect(widget.validate({ productId: 'x' }).ok).toBe(false);
  });

  it('lists GET /related-products/{id} in the shared cards (names cut at 25)', async () => {
    server.use(mock.get('/related-products/16', () => HttpResponse.json([row(19), row(20, { type: 'configurable' })])));
    render(<RelatedProducts productId={16} />);
    expect(screen.getByRole('heading', { name: 'Related Products' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Related Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('link', { name: 'Walton Electric Rice Cook...' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/products/rice-cooker-19', '/products/rice-cooker-20']);
    expect(within(list).getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Select Options' }).getAttribute('href')).toBe('/products/rice-cooker-20');
    expect(within(list).getAllByText('৳ 3,290')).toHaveLength(2);
  });

  it('shows a spinner while loading and stays empty when the load fails (SPEC §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/related-products/16', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<RelatedProducts productId={16} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
