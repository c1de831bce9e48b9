import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeBlogs } from '../../shared/testing/blog';
import { speakBangla } from '../../shared/testing/page';
import { BlogCategory } from './BlogCategory';
import widget from './index';

const category = { name: 'Shop News', slug: 'shop-news' };
const props = (blogs: unknown[]) => {
  const result = widget.validate({ category, blogs });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.props as Parameters<typeof BlogCategory>[0];
};

describe('blog-category in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names its heading and pages in Bangla, page numbers in Bengali digits', () => {
    render(<BlogCategory {...props(makeBlogs(15))} />);
    expect(screen.getByRole('heading', { name: 'Shop News ক্যাটাগরির পোস্ট, পৃষ্ঠা ১/২' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Shop News ক্যাটাগরির পৃষ্ঠাগুলো' });
    expect(within(nav).getByRole('button', { name: 'পরবর্তী' })).toBeTruthy();
  });

  it('says there are no posts in Bangla', () => {
    render(<BlogCategory {...props([])} />);
    expect(screen.getByText('Shop News ক্যাটাগরিতে এখনও কোনো পোস্ট নেই।')).toBeTruthy();
  });
});
