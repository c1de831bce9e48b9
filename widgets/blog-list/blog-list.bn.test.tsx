import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeBlog, makeBlogs } from '../../shared/testing/blog';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { BlogList } from './BlogList';

const server = useMockServer();

describe('blog-list in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names its sections, lists and pages in Bangla, page numbers in Bengali digits', async () => {
    server.use(
      mock.get('/all/blogs', () => HttpResponse.json({ first_blog: makeBlog(1), rest_blogs: makeBlogs(20, 2) })),
      mock.get('/featured/blogs', () => HttpResponse.json([makeBlog(30)])),
      mock.get('/trending/blogs', () => HttpResponse.json([makeBlog(31)])),
      mock.get('/all/blog-categories', () => HttpResponse.json([{ id: 1, name: 'Fashion Tips', slug: 'fashion-tips' }])),
    );
    render(<BlogList />);
    expect(await screen.findByRole('region', { name: 'সর্বশেষ পোস্ট' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'আরও পোস্ট' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'পোস্ট, পৃষ্ঠা ১/৪' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ব্লগের পৃষ্ঠা' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ফিচার্ড পোস্ট' })).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'ব্লগ সাইডবার' });
    expect(within(aside).getByRole('heading', { name: 'ক্যাটাগরি' })).toBeTruthy();
    expect(within(aside).getByRole('heading', { name: 'জনপ্রিয় পোস্ট' })).toBeTruthy();
  });

  it('says there are no posts in Bangla', async () => {
    server.use(
      mock.get('/all/blogs', () => HttpResponse.json({ first_blog: null, rest_blogs: [] })),
      mock.get('/featured/blogs', () => HttpResponse.json([])),
      mock.get('/trending/blogs', () => HttpResponse.json([])),
      mock.get('/all/blog-categories', () => HttpResponse.json([])),
    );
    render(<BlogList />);
    expect(await screen.findByText('এখনও কোনো ব্লগ পোস্ট নেই।')).toBeTruthy();
  });
});
