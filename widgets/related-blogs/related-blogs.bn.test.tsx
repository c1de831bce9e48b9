import { render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeBlog } from '../../shared/testing/blog';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { RelatedBlogs } from './RelatedBlogs';

const server = useMockServer();

describe('related-blogs in Bangla', () => {
  beforeEach(() => speakBangla());

  it('says it is loading, then heads the posts, in Bangla', async () => {
    server.use(mock.get('/related-blogs/:categoryId/:blogId', () => HttpResponse.json([makeBlog(4), makeBlog(6)])));
    render(<RelatedBlogs categoryId={2} blogId={5} />);
    expect(screen.getByRole('status').textContent).toContain('সম্পর্কিত পোস্ট লোড হচ্ছে…');
    expect(await screen.findByRole('region', { name: 'সম্পর্কিত পোস্ট' })).toBeTruthy();
  });
});
