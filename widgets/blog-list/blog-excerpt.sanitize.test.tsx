// @vitest-environment jsdom
// DOMPurify is only trusted on a real DOM implementation (see DOMPurify's README): jsdom here.
import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUTS } from '../../shared/text/format/cut';
import { htmlToText } from '../../shared/text/format/text';
import { Blog } from '../../shared/page/schemas/blog';
import { makeBlog } from '../../shared/testing/blog';
import { freshPage } from '../../shared/testing/page';
import { BlogCard, blogExcerpt } from '../../shared/ui/BlogCard';

const hostile =
  '<p>Win a prize!</p><script>window.__pwned="blog"</script><img src=x onerror="window.__pwned=1"><style>p{}</style><a href="javascript:alert(1)">Claim</a><iframe src="javascript:alert(2)"></iframe>';

describe('blog excerpts from server HTML', () => {
  beforeEach(() => freshPage());

  it('is the text only: no script or style content, no markup, words kept apart', () => {
    expect(htmlToText(hostile)).toBe('Win a prize! Claim');
    expect(htmlToText('<p>One</p><p>Two<br>Three</p>')).toBe('One Two Three');
    expect(htmlToText('')).toBe('');
  });

  it('cuts at 150 by default and 400 for featured posts, graphemes kept whole', () => {
    const long = `<p>${'ক্ষ'.repeat(500)}</p>`;
    expect(blogExcerpt({ description: long })).toBe(`${'ক্ষ'.repeat(150)}...`);
    expect(blogExcerpt({ description: long }, CUTS.blogFeatured)).toBe(`${'ক্ষ'.repeat(400)}...`);
    expect(blogExcerpt({ description: `<p>${'a'.repeat(150)}</p>` })).toBe('a'.repeat(150));
  });

  it('renders a hostile post as a card with nothing that can run', () => {
    const blog = v.parse(Blog, makeBlog(9, { description: hostile }));
    const { container } = render(<BlogCard blog={blog} />);
    expect(screen.getByText('Win a prize! Claim')).toBeTruthy();
    expect(container.querySelector('script, iframe, style, [onerror], a[href^="javascript"]')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});
