import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { CategoryMenu } from './CategoryMenu';

const server = useMockServer();
const rows = [
  { id: 1, name: 'ROOT', slug: 'root-cat' },
  { id: 2, name: "Men's Fashion", slug: 'mens-fashion', children: [{ id: 11, name: 'Panjabi', slug: 'panjabi', children: [] }] },
  { id: '4', name: 'Electronics', slug: 'electronics', children: null },
  { id: 5, name: 'Other', slug: 'Root' },
];

describe('category-menu', () => {
  beforeEach(() => freshPage());

  it('lists categories from data.data without root (any case), linking /categories/{slug}', async () => {
    server.use(mock.get('/api/categories', () => HttpResponse.json({ data: { data: rows } })));
    render(<CategoryMenu />);
    const button = screen.getByRole('button', { name: 'Categories' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["Men's Fashion", '/categories/mens-fashion'],
      ['Panjabi', '/categories/panjabi'],
      ['Electronics', '/categories/electronics'],
    ]);
  });

  it('accepts the list wrapped once in data, as Bagisto sends it', async () => {
    server.use(mock.get('/api/categories', () => HttpResponse.json({ data: rows })));
    render(<CategoryMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('link', { name: 'Electronics' })).toBeTruthy();
  });

  it('is keyboard operable and Escape returns focus to the button', async () => {
    server.use(mock.get('/api/categories', () => HttpResponse.json({ data: rows })));
    render(<CategoryMenu />);
    const button = screen.getByRole('button', { name: 'Categories' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('link', { name: 'Electronics' });
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe("Men's Fashion");
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Electronics');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Panjabi');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus tabs away', async () => {
    server.use(mock.get('/api/categories', () => HttpResponse.json({ data: rows.slice(2, 3) })));
    render(
      <>
        <CategoryMenu />
        <a href="/shop">All Products</a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Categories' });
    await userEvent.click(button);
    await screen.findByRole('link', { name: 'Electronics' });
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('All Products');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows an empty panel after a logged failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/api/categories', () => HttpResponse.json({ data: 'oops' })));
    render(<CategoryMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByText('No categories to show right now.')).toBeTruthy();
    log.mockRestore();
  });
});
