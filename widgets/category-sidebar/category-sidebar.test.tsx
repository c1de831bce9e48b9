import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { CategorySidebar } from './CategorySidebar';

const server = useMockServer();
const all = [
  { id: 1, name: 'Root', slug: 'root' },
  { id: '2', name: "Men's Fashion", slug: 'mens-fashion' },
  { id: 3, name: ' ROOT ', slug: 'root-2' },
  { id: 4, name: 'Electronics', slug: 'electronics' },
];

describe('category-sidebar', () => {
  beforeEach(() => freshPage());
  afterEach(() => vi.restoreAllMocks());

  it("lists every category but 'root' (any case), linking to /categories/{slug}, marking the current one", async () => {
    server.use(mock.get('/api/categories/all', () => HttpResponse.json(all)));
    render(<CategorySidebar currentSlug="electronics" />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["Men's Fashion", '/categories/mens-fashion'],
      ['Electronics', '/categories/electronics'],
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links[0]!.hasAttribute('aria-current')).toBe(false);
  });

  it('accepts a wrapped list', async () => {
    server.use(mock.get('/api/categories/all', () => HttpResponse.json({ data: all })));
    render(<CategorySidebar />);
    expect(await screen.findByRole('link', { name: 'Electronics' })).toBeTruthy();
  });

  it('a failed load is logged and the list stays empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/api/categories/all', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<CategorySidebar />);
    // The log line comes before React commits the error state: wait for both.
    await vi.waitFor(() => {
      expect(logged).toHaveBeenCalled();
      expect(screen.queryByRole('status')).toBeNull();
    });
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
