// JavaScript each fixture page makes the shopper download: every same-origin script response
// the page loads until its islands settle, gzip-computed from the response bodies.
import type { Browser, Page, Response } from 'playwright-core';
import { waitForIslands } from '../fixtures/rig/islands';
import { gzipBytes } from './gzip';
import { newPage } from '../fixtures/rig/quiet';

export interface PageResult {
  label: string;
  jsFiles?: number;
  jsGzip?: number;
  hooks?: number;
  error?: string;
}

/** A page with the storefront script and no hooks, served at this same-origin path. */
export const BLANK_PATH = '/__bench/blank';
const BLANK_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/storefront/storefront.css">
<script type="application/json" id="storefront-globals">{"currencySymbol": "৳", "isCustomer": false}</script>
<script type="module" src="/storefront/storefront.js"></script>
</head><body><main></main></body></html>`;

function isScript(res: Response): boolean {
  const type = res.request().resourceType();
  return type === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
}

/** Opens `path` in a fresh context (with the blank-page route) and hands the page to `fn`. */
export async function withPage<T>(browser: Browser, base: string, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.route(`${base}${BLANK_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: BLANK_HTML }));
    return await fn(await newPage(context));
  } finally {
    await context.close().catch(() => {});
  }
}

export async function measurePage(browser: Browser, base: string, label: string, path: string): Promise<PageResult> {
  try {
    return await withPage(browser, base, async (page) => {
      const bodies: Promise<number>[] = [];
      page.on('response', (res) => {
        if (!res.url().startsWith(base) || !isScript(res) || res.status() >= 300) return;
        bodies.push(res.body().then(gzipBytes, () => 0));
      });
      const res = await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 20_000 });
      if (!res) return { label, error: 'no response' };
      if (!res.ok()) return { label, error: `HTTP ${res.status()}` };
      let error: string | undefined;
      await waitForIslands(page, { timeout: 15_000 }).catch((e: unknown) => {
        error = `islands: ${String(e instanceof Error ? e.message.split('\n')[1]?.trim() : e)}`;
      });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      const sizes = await Promise.all(bodies);
      const hooks = await page.evaluate(() => document.querySelectorAll('[data-widget]').length);
      const result: PageResult = { label, jsFiles: sizes.length, jsGzip: sizes.reduce((a, b) => a + b, 0), hooks };
      if (error) result.error = error;
      return result;
    });
  } catch (e) {
    return { label, error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  }
}

/** First links on `from` into the category and product fixtures, to bench real pages. */
export async function discoverPaths(browser: Browser, base: string, from: string): Promise<{ category?: string; product?: string }> {
  try {
    return await withPage(browser, base, async (page) => {
      await page.goto(`${base}${from}`, { waitUntil: 'load', timeout: 20_000 });
      await waitForIslands(page, { timeout: 10_000 }).catch(() => {});
      const hrefs = await page.evaluate(() =>
        Array.from(document.querySelectorAll('a[href]'), (a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      const found: { category?: string; product?: string } = {};
      const category = hrefs.find((h) => /^\/categories\/[^/]+\/?$/.test(h));
      const product = hrefs.find((h) => /^\/products\/[^/]+\/?$/.test(h));
      if (category) found.category = category;
      if (product) found.product = product;
      return found;
    });
  } catch {
    return {};
  }
}
