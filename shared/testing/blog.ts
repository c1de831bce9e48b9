/** Blog answers as the shop's controllers send them, for component tests. */
export function makeBlog(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    description: `<p>Body of post ${id}. ${'Lorem ipsum dolor sit amet. '.repeat(30)}</p>`,
    thumbnail: JSON.stringify([`blog/${id}/thumb.jpg`]),
    banner: JSON.stringify([`blog/${id}/banner.jpg`]),
    category_id: 1,
    category_name: 'Fashion Tips',
    category_slug: 'fashion-tips',
    category: { id: 1, name: 'Fashion Tips', slug: 'fashion-tips' },
    admin_name: 'Nusrat Jahan',
    created_at: '2025-03-05T10:00:00.000000Z',
    ...overrides,
  };
}

export const makeBlogs = (count: number, from = 1) => Array.from({ length: count }, (_, i) => makeBlog(from + i));
