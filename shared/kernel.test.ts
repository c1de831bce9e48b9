// @vitest-environment jsdom
// DOMPurify is unsafe on happy-dom's DOM (its parser and NodeIterator keep <script>); jsdom is the DOM DOMPurify is tested against.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, followRedirect, redirectOf } from './net/navigate';
import { sanitizeHtml } from './page/sanitize';

describe('followRedirect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows a same-origin redirect and refuses another origin or scheme', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(followRedirect('/checkout/onepage/success')).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/checkout/onepage/success`);
    expect(followRedirect('https://evil.example/phish')).toBe(false);
    expect(followRedirect('javascript:alert(1)')).toBe(false);
    expect(followRedirect('//evil.example/x')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('redirectOf', () => {
  it('reads the names the endpoint uses, the first non-empty one, and nothing from a body that is not an object', () => {
    expect(redirectOf({ redirect_uri: '/products/shirt' })).toBe('/products/shirt');
    expect(redirectOf({ redirect_uri: '', redirect: '/checkout/cart' })).toBe('/checkout/cart');
    expect(redirectOf({ redirect_url: '/customer/login' })).toBeUndefined();
    expect(redirectOf({ redirect_url: '/customer/login' }, ['redirect_url'])).toBe('/customer/login');
    expect(redirectOf({ redirect: 42 })).toBeUndefined();
    expect(redirectOf('/checkout/cart')).toBeUndefined();
    expect(redirectOf(null)).toBeUndefined();
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links, keeping the text', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('Hi');
    expect(clean).toContain('link');
  });
  it('drops data: links and iframes', () => {
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a><iframe src="https://a"></iframe>')).toBe('<a>x</a>');
  });
});
