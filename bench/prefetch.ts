// Prefetch on intent, measured as a shopper on a phone meets it: on a Fast 3G link, a category
// listing already open (the shopper has scrolled it, so the page has seen a touch), a swipe that
// brings a product card below the fold to the middle of the screen, the card looked at for about a
// second (LOOK_MS), a tap on it (a finger down TAP_MS), and the product page's Largest Contentful
// Paint counted from that navigation's start. With prefetch, and without (its own off switch: Save-Data). Median of `runs`, each in a
// fresh context (cold HTTP cache), alternating the two so the machine's load falls on both alike.
// Beside the figures, how many of the runs with prefetch had the product page actually served from
// it (nothing transferred, or a speculation-rules delivery): a prefetch the navigation does not use
// (still in flight, or an uncacheable page in the HTTP cache) saves nothing, whatever the ratio says.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { newPage } from '../fixtures/rig/quiet';
import { printTable } from './gzip';
import type { Overs } from './report';
import { showSpread, spread, type Spread } from './stats';
import { PHONE } from './taps';

/** DevTools' "Fast 3G" as the issue names it: about 150 ms round trip, about 1.6 Mbps down, 750 kbps up. */
const FAST_3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** A finger on the glass this long before it lifts: a tap, touch down to touch up. */
const TAP_MS = 100;
/** The card looked at, still on the screen, before the tap. */
const LOOK_MS = 1000;
/** The goal: LCP after a tap with prefetch at most this share of it without. */
const PREFETCH_GOAL_RATIO = 0.5;
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });`;

export interface PrefetchResult {
  with?: Spread;
  without?: Spread;
  ratio?: number;
  /** Runs with prefetch whose product page came from the prefetch, of `runs`. */
  served?: number;
  product?: string;
  error?: string;
}

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

/** The page came from a prefetch: nothing transferred for it, or delivered by speculation rules. */
const fromPrefetch = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
    return nav.transferSize === 0 || nav.deliveryType === 'navigational-prefetch';
  });

/** The largest contentful paint so far, ms from the navigation's start. */
const lcpOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

async function tapToLcp(
  browser: Browser,
  base: string,
  listing: string,
  prefetch: boolean,
): Promise<{ ms: number; product: string; served: boolean }> {
  const context = await browser.newContext(PHONE);
  try {
    if (!prefetch) await context.addInitScript(SAVE_DATA);
    const page = await newPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await page.goto(base + listing);
    await page.evaluate(() => (window as { Storefront?: { ready(): Promise<void> } }).Storefront?.ready());
    const links = page.locator('[data-widget="product-listing"] .sf-card__name a');
    await links.first().waitFor();
    // The shopper has touched the list already: its prefetch code has come, as it would have for
    // anyone who scrolled (a touch on the page's edge, on no link).
    const code = prefetch && page.waitForResponse((r) => /\/chunks\/prefetch-[\w-]+\.js$/.test(r.url()));
    await touch(cdp, 'touchStart', 2, PHONE.viewport.height / 2);
    await touch(cdp, 'touchEnd');
    await code;
    // The first card whose name is below the fold, scrolled to the screen's middle (the scroll a
    // swipe makes, without a fling's uncertain end), then looked at.
    const below = await links.evaluateAll((all) => all.findIndex((a) => a.getBoundingClientRect().top > innerHeight));
    const link = below < 0 ? links.last() : links.nth(below);
    await link.evaluate((a) => scrollBy(0, a.getBoundingClientRect().top - innerHeight / 2));
    await page.waitForTimeout(LOOK_MS); // the shopper looking: the time modelled, not a wait for an event
    const box = (await link.boundingBox())!;
    const product = new URL((await link.getAttribute('href'))!, base).pathname;
    await touch(cdp, 'touchStart', box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(TAP_MS); // the finger on the glass: the time measured, not a wait for an event
    const arrived = page.waitForURL((url) => url.pathname === product);
    await touch(cdp, 'touchEnd');
    await arrived;
    await page.waitForLoadState('load');
    await page.evaluate(() => (window as { Storefront?: { ready(): Promise<void> } }).Storefront?.ready());
    // Images the islands drew are part of the paint: wait until every one in view has loaded.
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        return !inView || img.loading === 'lazy' || (img.complete && img.naturalWidth > 0);
      }),
    );
    return { ms: await lcpOf(page), product, served: await fromPrefetch(page) };
  } finally {
    await context.close();
  }
}

export async function measurePrefetch(browser: Browser, base: string, listing: string, runs: number): Promise<PrefetchResult> {
  const withMs: number[] = [];
  const withoutMs: number[] = [];
  let product: string | undefined;
  let served = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const on = await tapToLcp(browser, base, listing, true);
      withMs.push(on.ms);
      served += Number(on.served);
      withoutMs.push((await tapToLcp(browser, base, listing, false)).ms);
      product = on.product;
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
  const on = spread(withMs);
  const off = spread(withoutMs);
  return { with: on, without: off, ratio: on && off ? on.median / off.median : undefined, served, product };
}

export function printPrefetch(result: PrefetchResult, listing: string, runs: number, overs: Overs): void {
  const title = `Prefetch: tap on a product card on ${listing} → the product page's LCP, Fast 3G (150 ms, 1.6 Mbps), phone, median of ${runs}`;
  if (result.error) {
    printTable(title, ['figure', 'value'], [['error', result.error]]);
    // A figure not measured is not within its goal.
    overs.list.push(`prefetch ratio not measured (${result.error})`);
    return;
  }
  printTable(
    title,
    ['figure', 'ms (min-max)', 'goal'],
    [
      [`with prefetch (${result.product ?? ''})`, showSpread(result.with), ''],
      ['  served from the prefetch', `${result.served ?? 0} of ${runs} runs`, ''],
      ['without (Save-Data)', showSpread(result.without), ''],
      [
        'ratio with / without',
        result.ratio === undefined ? 'n/a' : result.ratio.toFixed(2),
        overs.goal('prefetch ratio', result.ratio, PREFETCH_GOAL_RATIO),
      ],
    ],
  );
}
