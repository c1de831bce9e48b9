import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import widget from './index';
import { TrendingProducts } from './TrendingProducts';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const product = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'simple',
  name: `Item ${id}: a trending product name`,
  url_key: `trending-${id}`,
  price: '1500.0000',
  special_price: null,
  images: [{ id, path: `product/${id}.jpg` }],
  ...extra,
});
const twelve = Array.from({ length: 12 }, (_, i) => product(i + 1));

function cardNames(): string[] {
  const list = screen.getByRole('list', { name: 'Trending Products' });
  return within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent ?? '');
}

describe('trending-products', () => {
  beforeEach(() => {
    freshPage();
    resetForTest();
  });

  it('shows the SPEC subtitle and 5 products per page by default, names cut at 25', async () => {
    server.use(mock.get('/home/products', () => HttpResponse.json({ data: twelve })));
    render(<TrendingProducts />);
    expect(screen.getByText('Special products in this month')).toBeTruthy();
    await screen.findByRole('list', { name: 'Trending Products' });
    expect(cardNames()).toHaveLength(5);
    expect(cardNames()[0]).toBe('Item 1: a trending produc...');
    expect(screen.getAllByRole('button', { name: 'Add To Cart' })).toHaveLength(5);
  });

  it('pages through the list and changes the page size to 10 or 15', async () => {
    server.use(mock.get('/home/products', () => HttpResponse.json({ data: twelve })));
    render(<TrendingProducts />);
    await screen.findByRole('list', { name: 'Trending Products' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(cardNames()).toEqual(['Item 11: a trending produ...', 'Item 12: a trending produ...']);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    const size = screen.getByRole('combobox', { name: 'Per page' });
    expect(Array.from((size as HTMLSelectElement).options).map((o) => o.value)).toEqual(['5', '10', '15']);
    await userEvent.selectOptions(size, '10');
    expect(cardNames()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.selectOptions(size, '15');
    expect(cardNames()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('starts from the pageSize prop, and follows it when the page changes it', async () => {
    server.use(mock.get('/home/products', () => HttpResponse.json({ data: twelve })));
    const { rerender } = render(<TrendingProducts pageSize={10} />);
    await screen.findByRole('list', { name: 'Trending Products' });
    expect(cardNames()).toHaveLength(10);
    rerender(<TrendingProducts pageSize={5} />);
    expect(cardNames()).toHaveLength(5);
  });

  it('accepts only 5, 10 or 15 as pageSize, defaulting to 5', () => {
    expect(widget.validate({})).toMatchObject({ ok: true, props: { pageSize: 5 } });
    expect(widget.validate({ pageSize: 15 })).toMatchObject({ ok: true, props: { pageSize: 15 } });
    expect(widget.validate({ pageSize: 7 })).toMatchObject({ ok: false });
  });

  it('gives other product types Select Options linking to their page', async () => {
    server.use(mock.get('/home/products', () => HttpResponse.json({ data: [product(1, { type: 'configurable' })] })));
    render(<TrendingProducts />);
    const link = await screen.findByRole('link', { name: 'Select Options' });
    expect(link.getAttribute('href')).toBe('/products/trending-1');
  });

  it('shows an empty state when there is nothing, and after a logged failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/home/products', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<TrendingProducts />);
    expect(await screen.findByText('No products to show right now.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
