// The next page on its way before the tap: product links prefetched on a resting pointer and on a
// touch; never the cart, logout or another site; nothing under Save-Data or with `prefetch: false`;
// and a page under the README's strict Content-Security-Policy stays clean.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fixtureUrl, openPage, uncaught } from '../fixtures/rig/browser';
import { bladePage, servePage } from '../fixtures/rig/scratch-pages';

const PRODUCT = '/products/symphony-tempered-glass-screen-protector';
const LINKS = `
  <p><a id="product" href="${PRODUCT}">A product</a></p>
  <p><a id="category" href="/categories/mens-fashion">A category</a></p>
  <p><a id="cart" href="/checkout/cart">Cart</a></p>
  <p><a id="logout" href="/customer/logout">Log out</a></p>
  <p><a id="away" href="https://elsewhere.example/products/x">Another shop</a></p>
  <div data-widget="hello-world"></div>`;
/** The README's policy, with nothing else allowed. */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-src https://www.youtube-nocookie.com https://player.vimeo.com";

const absolute = (path: string) => new URL(path, fixtureUrl()).href;
const prefetchHints = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href));

/**
 * The prefetch code is loaded and listening: a pointer over the page (on no link) asks for it, and
 * importing the chunk again resolves once it has run.
 */
async function prefetchStarted(page: Page): Promise<void> {
  await page.locator('body').dispatchEvent('pointerover');
  const url = await page.waitForFunction(
    () => performance.getEntriesByType('resource').find((entry) => /\/chunks\/prefetch-[\w-]+\.js$/.test(entry.name))?.name,
  );
  // A string: vitest would rewrite an import() written in a function.
  await page.evaluate(`import(${JSON.stringify(await url.jsonValue())}).then(() => undefined)`);
}

/** A page of links on the fixture origin; `started`: the prefetch code already loaded. */
async function scratch({ globals = { currencySymbol: '৳' }, init, started = true }: { globals?: object; init?: string; started?: boolean } = {}) {
  const opened = await openPage('/hello');
  if (init) await opened.page.addInitScript(init);
  const url = await servePage(opened.page, '/__scratch/prefetch', bladePage({ globals: globals as Record<string, unknown>, body: LINKS }));
  await opened.page.goto(url);
  if (started) await prefetchStarted(opened.page);
  return opened;
}

describe('prefetch on intent', () => {
  test('a product link is prefetched when the pointer rests on it, once; the first one loads the code and counts', async () => {
    const { page, requests, errors } = await scratch({ started: false });
    const fetched = page.waitForRequest(absolute(PRODUCT));
    await page.locator('#product').hover();
    await fetched;
    await page.locator('#category').hover();
    await page.waitForRequest(absolute('/categories/mens-fashion'));
    await page.locator('#product').hover();
    await page.locator('#product').focus();
    expect(await prefetchHints(page)).toEqual([absolute(PRODUCT), absolute('/categories/mens-fashion')]);
    expect(requests.filter((r) => r.url === absolute(PRODUCT))).toHaveLength(1);
    expect(uncaught(errors)).toEqual([]);
  });

  test('a product link is prefetched on touch', async () => {
    const { page } = await scratch({ started: false });
    const fetched = page.waitForRequest(absolute(PRODUCT));
    await page.locator('#product').dispatchEvent('touchstart');
    await fetched;
  });

  test('the cart, a logout link and another site never are', async () => {
    const { page, requests } = await scratch();
    // Touch and focus act at once (no resting time): whatever they would fetch is asked for by the time they return.
    for (const id of ['#cart', '#logout', '#away']) {
      await page.locator(id).dispatchEvent('touchstart');
      await page.locator(id).focus();
    }
    const fetched = page.waitForRequest(absolute(PRODUCT));
    await page.locator('#product').dispatchEvent('touchstart');
    await fetched;
    expect(await prefetchHints(page)).toEqual([absolute(PRODUCT)]);
    const never = [absolute('/checkout/cart'), absolute('/customer/logout'), 'https://elsewhere.example/products/x'];
    expect(requests.filter((r) => never.includes(r.url))).toEqual([]);
  });

  test('nothing is prefetched under Save-Data', async () => {
    const saveData = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });`;
    const { page, requests } = await scratch({ init: saveData });
    await expect(page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).resolves.toBe(true);
    await page.locator('#product').dispatchEvent('touchstart');
    await page.locator('#product').focus();
    expect(await prefetchHints(page)).toEqual([]);
    expect(requests.filter((r) => r.url === absolute(PRODUCT))).toEqual([]);
  });

  test('nothing is prefetched with globals prefetch: false', async () => {
    const { page } = await scratch({ globals: { currencySymbol: '৳', prefetch: false } });
    await page.locator('#product').dispatchEvent('touchstart');
    await page.locator('#product').focus();
    expect(await prefetchHints(page)).toEqual([]);
  });

  test("a page under the README's strict Content-Security-Policy prefetches and stays clean", async () => {
    const { page, errors } = await openPage('/hello');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { violations?: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const url = absolute('/__scratch/strict');
    await page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: { 'Content-Security-Policy': STRICT_CSP },
        body: bladePage({ body: LINKS }),
      }),
    );
    await page.goto(url);
    await page.evaluate(() => (window as { Storefront?: { ready(): Promise<void> } }).Storefront?.ready());
    const fetched = page.waitForRequest(absolute(PRODUCT));
    await page.locator('#product').hover();
    await fetched;
    await expect(page.locator('[data-widget="hello-world"]').getAttribute('data-widget-state')).resolves.toBe('mounted');
    await expect(page.evaluate(() => (window as { violations?: string[] }).violations)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });
});
