import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBlogs } from '../../shared/testing/blog';
import { freshPage } from '../../shared/testing/page';
import { BlogCategory } from './BlogCategory';
import widget from './index';

const category = { name: 'Shop News', slug: 'shop-news' };
const props = (blogs: unknown[]) => {
  const result = widget.validate({ category, blogs });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.props as Parameters<typeof BlogCategory>[0];
};

describe('blog-category', () => {
  beforeEach(() => freshPage());

  it('shows 12 posts per page with links to each post, and pages through the rest', async () => {
    render(<BlogCategory {...props(makeBlogs(15))} />);
    const list = () => screen.getAllByRole('list')[0]!;
    expect(within(list()).getAllByRole('article')).toHaveLength(12);
    expect(within(list()).getByRole('link', { name: 'Post number 1' }).getAttribute('href')).toBe('/blogs/post-1');
    expect(screen.getByRole('heading', { name: 'Posts in Shop News, page 1 of 2' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Shop News pages' });
    expect(within(nav).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(list()).getAllByRole('article')).toHaveLength(3);
    expect(within(list()).getByRole('link', { name: 'Post number 15' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('has no pagination for 12 posts or fewer, and says so when there are none', () => {
    const { unmount } = render(<BlogCategory {...props(makeBlogs(12))} />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    render(<BlogCategory {...props([])} />);
    expect(screen.getByText('No posts in Shop News yet.')).toBeTruthy();
  });

  it('drops a malformed post from the props instead of failing the island', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ok = widget.validate({ category, blogs: [...makeBlogs(2), { title: 'no id' }] });
    expect(ok.ok && (ok.props as { blogs: unknown[] }).blogs).toHaveLength(2);
    expect(widget.validate({ blogs: [] }).ok).toBe(false);
  });
});
