import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBlog, makeBlogs } from '../../shared/testing/blog';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { PLACEHOLDER_IMAGE } from '../../shared/page/globals';
import { BlogList } from './BlogList';

const server = useMockServer();

function serve({ rest = makeBlogs(20, 2), first = makeBlog(1) as unknown, featured = [] as unknown[], trending = [] as unknown[] } = {}) {
  server.use(
    mock.get('/all/blogs', () => HttpResponse.json({ first_blog: first, rest_blogs: rest })),
    mock.get('/featured/blogs', () => HttpResponse.json(featured)),
    mock.get('/trending/blogs', () => HttpResponse.json(trending)),
    mock.get('/all/blog-categories', () =>
      HttpResponse.json([
        { id: 1, name: 'Fashion Tips', slug: 'fashion-tips' },
        { id: 2, name: 'Tech Reviews', slug: 'tech-reviews' },
      ]),
    ),
  );
}

const postsList = () => screen.getByRole('list', { name: /^Posts, page/ });
const excerptOf = (article: HTMLElement) => article.querySelector('.sf-blog-card__excerpt')?.textContent ?? '';

describe('blog-list', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: false, locale: 'en-US' }));
  afterEach(() => vi.restoreAllMocks());

  it('shows the first post large with its banner, a 400-character excerpt, author and date', async () => {
    serve();
    render(<BlogList />);
    const lead = await screen.findByRole('region', { name: 'Latest post' });
    const link = within(lead).getByRole('link', { name: 'Post number 1' });
    expect(link.getAttribute('href')).toBe('/blogs/post-1');
    expect(within(lead).getByRole('heading', { level: 2, name: 'Post number 1' })).toBeTruthy();
    expect(lead.querySelector('img')?.getAttribute('src')).toBe('/storage/blog/1/banner.jpg');
    const excerpt = excerptOf(lead);
    expect(excerpt.startsWith('Body of post 1. Lorem ipsum')).toBe(true);
    expect(excerpt).toHaveLength(403);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(within(lead).getByText('By Nusrat Jahan')).toBeTruthy();
    expect(within(lead).getByText('March 5, 2025').getAttribute('datetime')).toBe('2025-03-05');
    expect(within(lead).getByRole('link', { name: 'Fashion Tips' }).getAttribute('href')).toBe('/blog/categories/fashion-tips');
  });

  it('cuts the other posts at 150 characters and leaves short ones whole', async () => {
    serve({ rest: [makeBlog(2), makeBlog(3, { description: '<p>Short <b>and</b> sweet.</p>' })] });
    render(<BlogList />);
    await screen.findByRole('region', { name: 'Latest post' });
    const [long, short] = within(postsList()).getAllByRole('article');
    expect(excerptOf(long!)).toHaveLength(153);
    expect(excerptOf(long!).endsWith('...')).toBe(true);
    expect(excerptOf(short!)).toBe('Short and sweet.');
  });

  it('shows 6 posts per page, pages through the rest and offers 10, 20 and 30 per page', async () => {
    serve({ rest: makeBlogs(20, 2) });
    render(<BlogList />);
    await screen.findByRole('region', { name: 'Latest post' });
    expect(within(postsList()).getAllByRole('article')).toHaveLength(6);
    expect(within(postsList()).getByRole('link', { name: 'Post number 2' })).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const size = within(nav).getByRole('combobox', { name: 'Per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['6', '10', '20', '30']);
    expect(within(nav).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(4);

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    const last = within(postsList()).getAllByRole('article');
    expect(last).toHaveLength(2);
    expect(within(postsList()).getByRole('link', { name: 'Post number 21' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    await userEvent.selectOptions(size, '10');
    expect(within(postsList()).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('list', { name: 'Posts, page 1 of 2' })).toBeTruthy();
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30']);
    await userEvent.selectOptions(size, '30');
    expect(within(postsList()).getAllByRole('article')).toHaveLength(20);
    expect(within(nav).queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('falls back to the placeholder for a broken or empty image list, without breaking the page', async () => {
    serve({
      first: makeBlog(1, { banner: '[]', thumbnail: 'not json' }),
      // Post 2's thumbnail list is cut short; post 4 sends a bare path.
      rest: [
        makeBlog(2, { thumbnail: '["blog/2/thumb.jpg"' }),
        makeBlog(3, { thumbnail: '{"a":1}', banner: null }),
        makeBlog(4, { thumbnail: 'blog/4/t.jpg' }),
      ],
    });
    render(<BlogList />);
    const lead = await screen.findByRole('region', { name: 'Latest post' });
    expect(lead.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    const images = within(postsList())
      .getAllByRole('article')
      .map((a) => a.querySelector('img')?.getAttribute('src'));
    expect(images).toEqual([PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE, '/storage/blog/4/t.jpg']);
  });

  it('lists featured posts with 400-character excerpts, trending posts and the categories', async () => {
    serve({ featured: [makeBlog(30, { title: 'Eid picks' })], trending: [makeBlog(31, { title: 'Hot topic' })] });
    render(<BlogList />);
    const featured = await screen.findByRole('region', { name: 'Featured Posts' });
    expect(within(featured).getByRole('link', { name: 'Eid picks' }).getAttribute('href')).toBe('/blogs/post-30');
    expect(excerptOf(within(featured).getByRole('article'))).toHaveLength(403);
    const trending = await screen.findByRole('region', { name: 'Trending Posts' });
    expect(within(trending).getByRole('link', { name: 'Hot topic' }).getAttribute('href')).toBe('/blogs/post-31');
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Tech Reviews' }).getAttribute('href')).toBe('/blog/categories/tech-reviews');
  });

  it('keeps the page when one post is malformed, and says so when there are none', async () => {
    serve({ rest: [makeBlog(2), { id: 'x', title: 'broken' }, makeBlog(3)] });
    // Reported like every dropped row: one console line and a storefront:error event.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BlogList />);
    await screen.findByRole('region', { name: 'Latest post' });
    expect(within(postsList()).getAllByRole('article')).toHaveLength(2);
    expect(report.mock.calls.map((c) => c[0])).toContainEqual(expect.stringMatching(/^\[storefront\] answer: list row 1\.id: .*; dropped$/));
  });

  it('shows nothing of the page until every call has answered, so no box pushes another about', async () => {
    serve({ trending: [makeBlog(9)] });
    let answerCategories!: () => void;
    const categoriesAsked = new Promise<void>((resolve) => (answerCategories = resolve));
    server.use(
      mock.get('/all/blog-categories', async () => {
        await categoriesAsked;
        return HttpResponse.json([{ id: 1, name: 'Fashion Tips', slug: 'fashion-tips' }]);
      }),
    );
    render(<BlogList />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status').textContent).toMatch(/Loading posts/);
    expect(screen.queryByRole('heading', { name: 'Trending Posts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest post' })).toBeNull();
    answerCategories();
    const sidebar = await screen.findByRole('complementary', { name: 'Blog sidebar' });
    expect(
      within(sidebar)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Categories', 'Trending Posts']);
    expect(screen.getByRole('region', { name: 'Latest post' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('logs a failed load and shows an empty blog (SPEC §8)', async () => {
    server.use(
      mock.get('/all/blogs', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })),
      mock.get('/featured/blogs', () => HttpResponse.json([])),
      mock.get('/trending/blogs', () => HttpResponse.json([])),
      mock.get('/all/blog-categories', () => HttpResponse.json([])),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BlogList />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading posts/);
    expect(await screen.findByText('No blog posts yet.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });
});
