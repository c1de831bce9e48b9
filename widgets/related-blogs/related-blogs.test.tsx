import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBlog } from '../../shared/testing/blog';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { RelatedBlogs } from './RelatedBlogs';
import widget from './index';

const server = useMockServer();

describe('related-blogs', () => {
  beforeEach(() => freshPage());

  it('asks for the category and post, and never shows the post being read', async () => {
    const seen: string[] = [];
    server.use(
      mock.get('/related-blogs/:categoryId/:blogId', ({ params }) => {
        seen.push(`${String(params['categoryId'])}/${String(params['blogId'])}`);
        return HttpResponse.json([makeBlog(4), makeBlog(5, { id: '5' }), makeBlog(6)]);
      }),
    );
    render(<RelatedBlogs categoryId={2} blogId={5} />);
    const section = await screen.findByRole('region', { name: 'Related Posts' });
    expect(seen).toEqual(['2/5']);
    const links = within(section).getAllByRole('link', { name: /Post number/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/blogs/post-4', '/blogs/post-6']);
  });

  it('shows nothing when there are no other posts or the load fails', async () => {
    server.use(mock.get('/related-blogs/:c/:b', () => HttpResponse.json([makeBlog(5)])));
    const { container, unmount } = render(<RelatedBlogs categoryId={2} blogId={5} />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading related posts/);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    unmount();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/related-blogs/:c/:b', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const second = render(<RelatedBlogs categoryId={2} blogId={5} />);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(second.container.textContent).toBe('');
  });

  it('accepts ids as numbers or numeric strings', () => {
    const result = widget.validate({ categoryId: '3', blogId: 9 });
    expect(result.ok && result.props).toEqual({ categoryId: 3, blogId: 9 });
    expect(widget.validate({ categoryId: 'x', blogId: 9 }).ok).toBe(false);
  });
});
