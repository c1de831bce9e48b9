import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { makeBlog } from '../../testing/blog';
import { AllBlogs, Blog, CommentList, parsePathList } from './blog';

describe('parsePathList', () => {
  it('reads the JSON list of paths the shop stores, or a real list', () => {
    expect(parsePathList('["blog/1/a.jpg", "blog/1/b.jpg"]')).toEqual(['blog/1/a.jpg', 'blog/1/b.jpg']);
    expect(parsePathList(['blog/1/a.jpg', '', 3, null])).toEqual(['blog/1/a.jpg']);
    expect(parsePathList('blog/1/a.jpg')).toEqual(['blog/1/a.jpg']);
  });

  it('gives an empty list for anything broken, never an exception', () => {
    for (const bad of ['["blog/12/thumb.jpg"', '[', '{"a":1}', 'not json', '', '   ', null, undefined, 42, {}, '[1, 2]', '"x.jpg"']) {
      expect(parsePathList(bad)).toEqual([]);
    }
  });
});

describe('Blog schema', () => {
  it('accepts string ids, null text and a missing category', () => {
    const blog = v.parse(Blog, makeBlog(1, { id: '7', category: null, admin_name: null, thumbnail: undefined }));
    expect(blog.id).toBe(7);
    expect(blog.admin_name).toBe('');
    expect(blog.thumbnail).toEqual([]);
    expect(blog.categoryName).toBe('Fashion Tips');
    expect(blog.categorySlug).toBe('fashion-tips');
  });

  it('reads /all/blogs bare or wrapped, and survives a broken first post', () => {
    const bare = v.parse(AllBlogs, { first_blog: makeBlog(1), rest_blogs: [makeBlog(2)] });
    expect(bare.first?.id).toBe(1);
    expect(bare.rest.map((b) => b.id)).toEqual([2]);
    const wrapped = v.parse(AllBlogs, { data: { first_blog: null, rest_blogs: [makeBlog(3)] } });
    expect(wrapped.first).toBeNull();
    expect(wrapped.rest).toHaveLength(1);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(v.parse(AllBlogs, { first_blog: { id: 'nope' }, rest_blogs: null })).toEqual({ first: null, rest: [] });
  });

  it('reads comments with number or string blog ids, wrapped or not', () => {
    const list = v.parse(CommentList, { data: [{ id: '1', comment_by: 'Karim', comments: 'Nice', date: '2025-06-01', blog_id: '3' }] });
    expect(list).toEqual([expect.objectContaining({ id: 1, comment_by: 'Karim', comments: 'Nice' })]);
  });
});
