import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../shared/page/globals';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { FeaturedCategories } from './FeaturedCategories';

const server = useMockServer();
const rows = [
  { id: 2, slug: 'mens-fashion', category_name: "Men's Fashion", logo_path: 'category/2/mens.png', product_count: 14 },
  { id: '5', slug: 'home-living', category_name: 'Home & Living', logo_path: null, product_count: '3' },
  { id: 4, slug: 'electronics', category_name: 'Electronics', logo_path: '', product_count: 0 },
];

describe('featured-categories', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: false, storageUrl: '/storage/' }));

  it('shows the SPEC heading and subtitle and one linked card per category', async () => {
    server.use(mock.get('/home/category', () => HttpResponse.json(rows)));
    render(<FeaturedCategories />);
    expect(screen.getByRole('heading', { name: 'Featured Categories' })).toBeTruthy();
    expect(screen.getByText('Choose your necessary products from this feature categories.')).toBeTruthy();
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/categories/mens-fashion', '/categories/home-living', '/categories/electronics']);
    expect(links[0]!.textContent).toContain('14 items');
    expect(links[1]!.textContent).toContain('3 items');
  });

  it('cuts names to 12 characters plus ... but lets screen readers hear the whole name', async () => {
    server.use(mock.get('/home/category', () => HttpResponse.json(rows)));
    render(<FeaturedCategories />);
    const card = await screen.findByRole('link', { name: /Home & Living, 3 items/ });
    expect(within(card).getByText('Home & Livin...')).toBeTruthy();
    expect(within(await screen.findByRole('link', { name: /Electronics/ })).getByText('Electronics')).toBeTruthy();
  });

  it('takes the logo from storage, or the placeholder when there is none', async () => {
    server.use(mock.get('/home/category', () => HttpResponse.json(rows)));
    const { container } = render(<FeaturedCategories />);
    await screen.findAllByRole('link');
    const sources = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/storage/category/2/mens.png', PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE]);
  });

  it('accepts the list wrapped in data', async () => {
    server.use(mock.get('/home/category', () => HttpResponse.json({ data: rows.slice(0, 1) })));
    render(<FeaturedCategories />);
    expect(await screen.findByRole('link', { name: /Men's Fashion, 14 items/ })).toBeTruthy();
  });

  it('shows a loading state, then an empty list for an empty answer', async () => {
    server.use(mock.get('/home/category', () => HttpResponse.json([])));
    render(<FeaturedCategories />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('No categories to show right now.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('only logs a failed or malformed load (SPEC §8) and leaves the list empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/home/category', () => HttpResponse.json({ data: 'oops' })));
    render(<FeaturedCategories />);
    expect(await screen.findByText('No categories to show right now.')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
