import { describe, expect, test } from 'vitest';
import { safeHref, safeImageUrl } from './safe-url';

describe('safeHref / safeImageUrl', () => {
  test.each([
    'https://shop.example/cache/small/a.jpg',
    'http://127.0.0.1:5173/x.png',
    '/storage/product/1/a.jpg',
    'product/1/a.jpg',
    '//cdn.example/a.jpg',
    '?page=2',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
    expect(safeImageUrl(url)).toBe(url);
  });

  test.each([
    "javascript:__xss('a')",
    " JaVaScRiPt:__xss('a')",
    "java\tscript:__xss('a')",
    "\u0001javascript:__xss('a')",
    "vbscript:__xss('a')",
    "data:text/html,<script>__xss('a')</script>",
    'data:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
    '',
    '   ',
  ])('drops %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
    expect(safeImageUrl(url)).toBeUndefined();
  });

  test('non-strings are dropped', () => {
    expect(safeHref(null)).toBeUndefined();
    expect(safeImageUrl(42)).toBeUndefined();
  });

  test('inline raster images are fine for src, never for href', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeImageUrl(png)).toBe(png);
    expect(safeHref(png)).toBeUndefined();
  });
});
