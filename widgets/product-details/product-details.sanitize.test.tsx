// @vitest-environment jsdom
// DOMPurify is only safe on a real DOM implementation (see DOMPurify's README), and jsdom never loads frames.
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../../shared/testing/page';
import { parse, simpleRaw } from './test-data';
import { ProductDetails } from './ProductDetails';

const HOSTILE = [
  '<p>Crystal clear 9H tempered glass.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned=\'img\'">',
  '<a href="javascript:window.__pwned=\'link\'">Click for warranty</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onmouseover="window.__pwned=\'hover\'" style="color:red">Hover me</p>',
  '<svg><script>window.__pwned="svg"</script></svg>',
].join('\n');

describe('product-details server HTML', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳' }));

  it('renders a hostile description and short description without script, handlers or javascript: links', () => {
    render(<ProductDetails product={parse({ ...simpleRaw, description: HOSTILE, short_description: HOSTILE })} />);
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(panel.textContent).toContain('Crystal clear 9H tempered glass.');
    expect(screen.getAllByText('Click for warranty')).toHaveLength(2);
    const root = document.querySelector('.sf-product')!;
    expect(root.querySelector('script, iframe, style, [style]')).toBeNull();
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) expect(attr.name.startsWith('on')).toBe(false);
    }
    for (const link of Array.from(root.querySelectorAll('a[href]'))) expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
    expect((window as { __pwned?: string }).__pwned).toBeUndefined();
  });

  it('embeds a YouTube or Vimeo video from its parsed id, with a title', () => {
    const { unmount } = render(
      <ProductDetails product={parse({ ...simpleRaw, video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x' })} />,
    );
    const frame = screen.getByTitle(/Aarong Silk Fatua video/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    unmount();
    render(<ProductDetails product={parse({ ...simpleRaw, video_link: 'https://vimeo.com/76979871' })} />);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('renders no frame for a javascript: or unknown-host video link', () => {
    for (const link of [
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      const { unmount } = render(<ProductDetails product={parse({ ...simpleRaw, video_link: link })} />);
      expect(screen.getByRole('tabpanel', { name: 'Description' }).textContent).toContain('Hand-stitched silk.');
      expect(document.querySelector('iframe')).toBeNull();
      unmount();
    }
  });
});
