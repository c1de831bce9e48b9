import { describe, expect, it } from 'vitest';
import { MARK, prefetchAllowed, prefetchTarget } from './prefetch';
import rules from './speculation-rules.json';

const page = new URL('https://shop.example/categories/phones?page=2');
const target = (href: string) => prefetchTarget(new URL(href, page), page);

describe('which links are prefetched', () => {
  it.each([
    '/products/symphony-tempered-glass-screen-protector',
    '/categories/laptops',
    '/brands/7',
    '/shop',
    '/search?q=panjabi',
    '/campaign-details/eid-sale',
    '/blog',
    '/blog/categories/news',
    '/blogs/how-to-choose-a-phone',
    'https://shop.example/products/a#reviews',
    '/categories/phones?page=3',
  ])('%s', (href) => {
    expect(target(href)).toBe(new URL(href.replace(/#.*/, ''), page).href);
  });

  it.each([
    ['the cart', '/checkout/cart'],
    ['checkout', '/checkout/onepage/'],
    ['an account page', '/customer/account/profile'],
    ['the wishlist', '/customer/wishlist'],
    ['login', '/customer/login'],
    ['logout', '/customer/logout'],
    ['the compare page', '/compare'],
    ['another origin', 'https://other.example/products/a'],
    ['another scheme', 'http://shop.example/products/a'],
    ['this very page', '/categories/phones?page=2#top'],
    ['a writing query', '/products/a?_token=abc'],
    ['an add in the query', '/products/a?add_to_cart=1'],
    ['a removal in the query', '/search?q=x&remove=3'],
    ['a spoofed method', '/products/a?_method=DELETE'],
    ['a logout query', '/shop?logout=1'],
    ['a script URL', 'javascript:alert(1)'],
    ['a page the list does not name', '/page/about-us'],
    ['a look-alike path', '/productsale'],
  ])('never %s', (_what, href) => {
    expect(target(href)).toBe('');
  });
});

describe('when prefetching is on', () => {
  const globals = JSON.stringify({ currencySymbol: '৳' });
  it('is on by default, on a fast connection and without globals', () => {
    expect(prefetchAllowed(undefined, globals)).toBe(true);
    expect(prefetchAllowed({ saveData: false, effectiveType: '4g' }, null)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' }, '{not json')).toBe(true);
  });

  it('is off under Save-Data and on 2G', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' }, globals)).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' }, globals)).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' }, globals)).toBe(false);
  });

  it.each([false, '0', '', 0, 'false'])('is off with globals prefetch: %j', (value) => {
    expect(prefetchAllowed(undefined, JSON.stringify({ currencySymbol: '৳', prefetch: value }))).toBe(false);
  });

  it('stays on with globals prefetch: true or "1"', () => {
    expect(prefetchAllowed(undefined, JSON.stringify({ prefetch: true }))).toBe(true);
    expect(prefetchAllowed(undefined, JSON.stringify({ prefetch: '1' }))).toBe(true);
  });
});

describe('the speculation rules file', () => {
  it('prefetches the links the code marks, on this origin only, at once', () => {
    expect(rules).toEqual({
      prefetch: [{ source: 'document', where: { and: [{ href_matches: '/*' }, { selector_matches: `a[${MARK}]` }] }, eagerness: 'immediate' }],
    });
  });
});
