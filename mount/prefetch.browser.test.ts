// The next page on its way before the tap: product links prefetched on a resting pointer, on a
// touch, and at rest in view on a touch screen, the product page then served from the prefetch;
// never the cart, logout or another site; nothing under Save-Data or with `prefetch: false`; and a
// page under the README's strict Content-Security-Policy stays clean.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fixtureUrl, openPage, uncaught } from '../fixtures/rig/browser';
import { bladePage } from '../fixtures/rig/scratch-pages';

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
/** What a shop sends with each page (README): its speculation rules, which prefetch the links the code marks. */
const RULES = { 'Speculation-Rules': '"/storefront/speculation-rules.json"' };
/** The links marked for the rules (Chromium), or given a <link rel=prefetch> (elsewhere). */
const prefetchHints = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>('a[data-sf-prefetch], link[rel="prefetch"]'), (link) => link.href),
  );

/** Serves `html` at `path` of the fixture origin, with the shop's headers. */
async function serve(page: Page, path: string, html: string, headers: Record<string, string> = {}): Promise<string> {
  const url = absolute(path);
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { ...RULES, ...headers }, body: html }));
  return url;
}

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
  const opened = await openPage('/__fixture/session');
  if (init) await opened.page.addInitScript(init);
  const url = await serve(opened.page, '/__scratch/prefetch', bladePage({ globals: globals as Record<string, unknown>, body: LINKS }));
  await opened.page.goto(url);
  if (started) await prefetchStarted(opened.page);
  return opened;
}

/** The page now shown came from the prefetch: no second request for the document. */
const servedFromPrefetch = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);

describe('prefetch on intent', () => {
  test('a product link is prefetched when the pointer rests on it, once; the first one loads the code and counts', async () => {
    const { page, errors } = await scratch({ started: false });
    await page.locator('#product').hover();
    await page.locator('#product[data-sf-prefetch]').waitFor();
    await page.locator('#category').hover();
    await page.locator('#category[data-sf-prefetch]').waitFor();
    await page.locator('#product').hover();
    await page.locator('#product').focus();
    expect(await prefetchHints(page)).toEqual([absolute(PRODUCT), absolute('/categories/mens-fashion')]);
    expect(uncaught(errors)).toEqual([]);
  });

  test('the tapped product page comes from the prefetch, with no second request for it', async () => {
    const { page } = await scratch({ started: false });
    await page.locator('#product').dispatchEvent('touchstart');
    await page.locator('#product[data-sf-prefetch]').waitFor();
    await page.locator('#product').click();
    await page.waitForURL(absolute(PRODUCT));
    await expect(servedFromPrefetch(page)).resolves.toBe('navigational-prefetch');
  });

  test('on a touch screen, a product card at rest in view after a scroll is prefetched', async () => {
    const { page } = await openPage('/__fixture/session');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const below = `<div style="height: 200vh"></div><p><a id="card" href="${PRODUCT}">A product</a></p><div style="height: 200vh"></div>`;
    await page.goto(await serve(page, '/__scratch/prefetch-touch', bladePage({ body: LINKS + below })));
    await expect(page.evaluate(() => matchMedia('(hover: none)').matches)).resolves.toBe(true);
    await prefetchStarted(page);
    expect(await prefetchHints(page)).toEqual([]);
    await page.evaluate(() => document.getElementById('card')!.scrollIntoView({ block: 'center' }));
    await page.locator('#card[data-sf-prefetch]').waitFor();
    expect(await prefetchHints(page)).toEqual([absolute(PRODUCT)]);
  });

  test('the cart, a logout link and another site never are', async () => {
    const { page } = await scratch();
    // Touch and focus act at once (no resting time): whatever they would mark is marked by the time they return.
    for (const id of ['#cart', '#logout', '#away']) {
      await page.locator(id).dispatchEvent('touchstart');
      await page.locator(id).focus();
    }
    await page.locator('#product').dispatchEvent('touchstart');
    await page.locator('#product[data-sf-prefetch]').waitFor();
    expect(await prefetchHints(page)).toEqual([absolute(PRODUCT)]);
  });

  test('nothing is prefetched under Save-Data', async () => {
    const saveData = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });`;
    const { page } = await scratch({ init: saveData });
    await expect(page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).resolves.toBe(true);
    await page.locator('#product').dispatchEvent('touchstart');
    await page.locator('#product').focus();
    expect(await prefetchHints(page)).toEqual([]);
    await page.locator('#product').click();
    await page.waitForURL(absolute(PRODUCT));
    await expect(servedFromPrefetch(page)).resolves.toBe('');
  });

  test('nothing is prefetched with globals prefetch: false', async () => {
    const { page } = await scratch({ globals: { currencySymbol: '৳', prefetch: false } });
    await page.locator('#product').dispatchEvent('touchstart');
    await page.locator('#product').focus();
    expect(await prefetchHints(page)).toEqual([]);
  });

  test("a page under the README's strict Content-Security-Policy prefetches and stays clean", async () => {
    const { page, errors } = await openPage('/__fixture/session');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { violations?: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const url = await serve(page, '/__scratch/strict', bladePage({ body: LINKS }), { 'Content-Security-Policy': STRICT_CSP });
    await page.goto(url);
    await page.evaluate(() => (window as { Storefront?: { ready(): Promise<void> } }).Storefront?.ready());
    await page.locator('#product').hover();
    await page.locator('#product[data-sf-prefetch]').waitFor();
    await expect(page.locator('[data-widget="hello-world"]').getAttribute('data-widget-state')).resolves.toBe('mounted');
    await expect(page.evaluate(() => (window as { violations?: string[] }).violations)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.locator('#product').click();
    await page.waitForURL(absolute(PRODUCT));
    await expect(servedFromPrefetch(page)).resolves.toBe('navigational-prefetch');
  });
});
