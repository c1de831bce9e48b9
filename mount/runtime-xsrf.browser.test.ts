// The runtime in real Chromium (CONTRACT §2–3): the XSRF header goes with every call to the
// page's own origin, from the cookie Laravel sets, and never to another origin.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { fixtureUrl } from '../fixtures/rig/browser';
import { hooksPage, pageWith } from './hooks-page';

describe('runtime in Chromium: the XSRF header', () => {
  it('sends the XSRF header to the page origin and never to another origin', async () => {
    const isCartGet = (url: string) => new URL(url).pathname === '/api/checkout/cart';
    let ownCall: Promise<Request> | undefined;
    const { page, context } = await hooksPage(pageWith('<div data-widget="mini-cart"></div>'), async ({ page }) => {
      ownCall = page.waitForRequest((request) => isCartGet(request.url()));
    });
    const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!;
    const own = await ownCall!;
    expect(await own.headerValue('x-xsrf-token')).toBe(decodeURIComponent(cookie.value));

    // A <base> on another origin sends the same relative call elsewhere: it must go without the token.
    const other = fixtureUrl().replace('127.0.0.1', 'localhost');
    const seen: Array<Record<string, string>> = [];
    // Resolved by the route handler itself: the foreign call has been made, with these headers.
    let foreignCall!: () => void;
    const called = new Promise<void>((resolve) => (foreignCall = resolve));
    await page.route(`${other}**`, (route) => {
      const headers = route.request().headers();
      seen.push(headers);
      if (headers['x-requested-with'] === 'XMLHttpRequest') foreignCall();
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': new URL(fixtureUrl()).origin, 'access-control-allow-headers': '*' },
        body: JSON.stringify({ data: null }),
      });
    });
    const foreignPage = new URL('/__runtime-test-base', fixtureUrl()).href;
    const html = pageWith(`<div data-widget="mini-cart"></div>`)
      .replace('<head>', `<head><base href="${other}">`)
      .replace('src="/storefront/storefront.js"', `src="${new URL('/storefront/storefront.js', fixtureUrl()).href}"`);
    await page.route(foreignPage, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(foreignPage);
    await called;
    const foreign = seen.filter((h) => h['x-requested-with'] === 'XMLHttpRequest');
    expect(foreign.length).toBeGreaterThan(0);
    for (const headers of foreign) expect(headers['x-xsrf-token']).toBeUndefined();
  });
});
