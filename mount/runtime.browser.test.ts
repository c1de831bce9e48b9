// The runtime in real Chromium against the fixture backend: CONTRACT §2–3 and the
// platform issue's done-when list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { distDir, fixtureUrl, openPage, untilQuiet, waitForIslands } from '../fixtures/rig/browser';

const manifest = () => JSON.parse(readFileSync(join(distDir(), 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
const chunkOf = (widget: string) => manifest()[`widgets/${widget}/index.tsx`]!.file;

/** A bare Blade-like page on the fixture origin with the given hooks. */
function pageWith(hooks: string, globals = '{"currencySymbol":"৳","isCustomer":false}') {
  return `<!DOCTYPE html><html lang="en"><head><title>t</title>
<script type="application/json" id="storefront-globals">${globals}</script>
<script type="module" src="/storefront/storefront.js"></script></head><body><main>${hooks}</main></body></html>`;
}

type Opened = Awaited<ReturnType<typeof openPage>>;

/**
 * Navigates to a page of our own on the fixture origin (so cookies, XSRF token and
 * API are real). `before` may add routes first. A real navigation, not setContent:
 * setContent keeps the old window and with it the old runtime.
 */
async function hooksPage(html: string, before?: (opened: Opened) => Promise<unknown>): Promise<Opened> {
  const opened = await openPage('/__fixture/session');
  await before?.(opened);
  const url = new URL('/__runtime-test', fixtureUrl()).href;
  await opened.page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  opened.requests.length = 0;
  await opened.page.goto(url);
  return opened;
}

describe('runtime in Chromium', () => {
  it('a page without hooks loads storefront.js alone, at most 4 KB gzip', async () => {
    const { page, requests, errors } = await hooksPage(pageWith('<p>No islands here</p>'));
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => typeof window.Storefront?.ready === 'function');
    await page.evaluate(() => window.Storefront!.ready());
    const scripts = requests.filter((r) => r.resourceType === 'script').map((r) => new URL(r.url).pathname);
    expect(scripts).toEqual(['/storefront/storefront.js']);
    expect(gzipSync(readFileSync(join(distDir(), 'storefront.js')), { level: 9 }).length).toBeLessThanOrEqual(4096);
    expect(errors).toEqual([]);
  });

  it('keeps each broken island on its fallback and mounts the others', async () => {
    let miniCartFetches = 0;
    const { page, errors } = await hooksPage(
      pageWith(`
        <div id="ok" data-widget="hello-world">fallback ok</div>
        <div id="badjson" data-widget="hello-world" data-props='{"x":'>fallback json</div>
        <div id="unknown" data-widget="no-such-widget">fallback unknown</div>
        <div id="missing" data-widget="mini-cart">fallback 404</div>
        <div id="thrower" data-widget="flash-messages">fallback throws</div>`),
      async ({ page }) => {
        // One chunk 404s (the retry too); another is replaced by a widget that throws.
        await page.route(`**/storefront/${chunkOf('mini-cart')}`, (route) => {
          miniCartFetches += 1;
          return route.fulfill({ status: 404, body: 'gone' });
        });
        await page.route(`**/storefront/${chunkOf('flash-messages')}`, (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: `export default { validate: () => ({ ok: true, props: {} }), render() { throw new Error('boom'); } };`,
          }),
        );
      },
    );
    await waitForIslands(page);
    const states = await page.$$eval('[data-widget]', (els) =>
      els.map((el) => [el.id, el.getAttribute('data-widget-state'), el.textContent?.trim()]),
    );
    expect(states).toEqual([
      ['ok', 'mounted', 'Hello World'],
      ['badjson', 'error', 'fallback json'],
      ['unknown', 'error', 'fallback unknown'],
      ['missing', 'error', 'fallback 404'],
      ['thrower', 'error', 'fallback throws'],
    ]);
    expect(miniCartFetches).toBeGreaterThanOrEqual(1);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    const reports = errors.filter((e) => e.includes('[storefront]')).join('\n');
    expect(reports).toContain('widget "no-such-widget" (registry): unknown widget "no-such-widget"; known widgets:');
    expect(reports).toContain('widget "hello-world" (props): data-props: invalid JSON');
    expect(reports).toContain('widget "mini-cart" (load)');
    expect(reports).toContain('widget "flash-messages" (render): boom');
  });

  it('reports a bad globals field with its path even where no widget reads the globals', async () => {
    const { page, errors } = await hooksPage(
      pageWith('<div id="h" data-widget="hello-world">f</div>', '{"currencySymbol":"৳","isCustomer":"maybe","locale":7}'),
    );
    await waitForIslands(page);
    expect(await page.textContent('#h')).toBe('Hello World');
    const reports = errors.filter((e) => e.includes('[storefront] globals')).join('\n');
    expect(reports).toContain('globals.isCustomer');
    expect(reports).toContain('globals.locale');
  });

  it('retries a chunk that failed once', async () => {
    let fetches = 0;
    const { page } = await hooksPage(pageWith('<div id="h" data-widget="hello-world">fallback</div>'), ({ page }) =>
      page.route(`**/storefront/${chunkOf('hello-world')}`, (route) => (++fetches === 1 ? route.abort('failed') : route.continue())),
    );
    await waitForIslands(page);
    expect(await page.getAttribute('#h', 'data-widget-state')).toBe('mounted');
    expect(fetches).toBe(2);
  });

  it('mounts a hook inserted after load and releases one that is removed', async () => {
    const { page } = await hooksPage(pageWith('<div id="slot"></div>'));
    await waitForIslands(page);
    await page.evaluate(() => {
      document.getElementById('slot')!.innerHTML = '<div id="late" data-widget="hello-world">late fallback</div>';
    });
    await page.waitForSelector('#late[data-widget-state="mounted"]');
    expect(await page.textContent('#late')).toBe('Hello World');
    const afterRemoval = await page.evaluate(async () => {
      const el = document.getElementById('late')!;
      el.remove();
      await new Promise((r) => setTimeout(r, 50));
      return { state: el.getAttribute('data-widget-state'), text: el.textContent };
    });
    expect(afterRemoval).toEqual({ state: null, text: 'late fallback' });
  });

  it('re-renders when data-props changes on a mounted hook, and keeps rendering on invalid new props', async () => {
    const product = (id: number, name: string) => ({ id, type: 'simple', name, url_key: `p-${id}`, price: '100.0000' });
    const props = (keyword: string, names: string[]) =>
      JSON.stringify({ keyword, products: names.map((n, i) => product(i + 1, n)) }).replace(/'/g, '&#39;');
    const { page, errors } = await hooksPage(
      pageWith(`<div id="s" data-widget="search-results" data-props='${props('saree', ['Jamdani Saree'])}'>f</div>`),
    );
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Jamdani Saree' }).waitFor();
    await page.evaluate((next) => document.getElementById('s')!.setAttribute('data-props', next), props('lungi', ['Cotton Lungi', 'Check Lungi']));
    await page.getByRole('link', { name: 'Check Lungi' }).waitFor();
    expect(await page.getByRole('link', { name: 'Jamdani Saree' }).count()).toBe(0);
    await page.evaluate(() => document.getElementById('s')!.setAttribute('data-props', '{"products": "nope"}'));
    // The runtime has read the new props once it reports them.
    await expect.poll(() => errors.some((e) => e.includes('widget "search-results" (props): invalid props'))).toBe(true);
    expect(await page.getAttribute('#s', 'data-widget-state')).toBe('mounted');
    await expect.poll(() => page.getByRole('link', { name: 'Check Lungi' }).count()).toBe(1);
  });

  it('two cart-aware islands make exactly one GET /api/checkout/cart', async () => {
    let answered: Promise<unknown> | undefined;
    const { page, requests } = await hooksPage(
      pageWith('<div data-widget="mini-cart"></div><div data-widget="mini-cart"></div><div data-widget="cart"></div>'),
      async ({ page }) => {
        answered = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/checkout/cart');
      },
    );
    // The one GET answered, and every island mounted: a second GET would have been asked for by now.
    await answered;
    await waitForIslands(page);
    const cartGets = requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/checkout/cart');
    expect(cartGets).toHaveLength(1);
  });

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

  it('window.Storefront: unmount puts the fallback back and holds it, mount brings it back, refreshCart tells the page', async () => {
    const { page, requests, errors } = await hooksPage(
      pageWith('<div id="h" data-widget="hello-world">fallback</div><div data-widget="mini-cart"></div>'),
    );
    await waitForIslands(page);
    const cartGets = () => requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/checkout/cart').length;
    const before = cartGets();
    const seen = await page.evaluate(async () => {
      const api = window.Storefront!;
      const el = document.getElementById('h')!;
      const read = () => ({ state: el.getAttribute('data-widget-state'), text: el.textContent });
      api.unmount(el);
      const unmounted = read();
      await api.ready();
      const afterReady = read();
      api.mount(el);
      await api.ready();
      const remounted = read();
      const updated = new Promise<unknown>((resolve) =>
        window.addEventListener('storefront:cart-updated', (e) => resolve((e as CustomEvent).detail), { once: true }),
      );
      await api.refreshCart();
      const cart = (await updated) as { items?: unknown } | null;
      return { unmounted, afterReady, remounted, cartItems: Array.isArray(cart?.items) };
    });
    expect(seen.unmounted).toEqual({ state: null, text: 'fallback' });
    expect(seen.afterReady).toEqual({ state: null, text: 'fallback' });
    expect(seen.remounted).toEqual({ state: 'mounted', text: 'Hello World' });
    expect(seen.cartItems).toBe(true);
    expect(cartGets()).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  it('gives <img data-src> its source when it scrolls into view, also for images added later', async () => {
    const { page } = await hooksPage(
      pageWith(
        '<div style="height: 3000px">spacer</div><img id="far" alt="far" width="10" height="10" data-src="/storage/far.png"><div id="slot"></div>',
      ),
    );
    await waitForIslands(page);
    const src = (id: string) => page.evaluate((i) => document.getElementById(i)?.getAttribute('src') ?? null, id);
    expect(await src('far')).toBeNull();
    await page.evaluate(() => {
      document.getElementById('slot')!.innerHTML = '<img id="late" alt="late" width="10" height="10" data-src="/storage/late.png">';
    });
    await untilQuiet(page);
    expect(await src('late')).toBeNull();
    await page.locator('#late').scrollIntoViewIfNeeded();
    await expect.poll(() => src('far')).toBe('/storage/far.png');
    await expect.poll(() => src('late')).toBe('/storage/late.png');
    expect(await page.getAttribute('#far', 'data-src')).toBeNull();
  });

  it('a visible island scrolled near during the load draws after the islands ready() waits for', async () => {
    // Both chunks held until both are asked for, then sent at once, as they arrive on a first visit
    // (every chunk waits for the core). The eager island's first render is a chain of message tasks,
    // as React's scheduler yields; the visible island must not draw in between.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = new Set<string>();
    const chunk = (widget: string, render: string) => async (route: Route) => {
      asked.add(widget);
      if (asked.size === 2) release();
      await held;
      await route.fulfill({
        contentType: 'text/javascript',
        body: `export default { validate: () => ({ ok: true, props: {} }), render(element, props, host) { ${render} return { update() {}, unmount() {}, owns: () => true }; } };`,
      });
    };
    const { page, errors } = await hooksPage(
      pageWith('<div data-widget="hello-world">eager</div><div data-widget="compare-count" data-hydrate="visible">near</div>'),
      async ({ page }) => {
        await page.route(
          `**/storefront/${chunkOf('hello-world')}`,
          chunk(
            'eager',
            `const order = (window.__order ??= []); order.push('eager render');
             const channel = new MessageChannel();
             let step = 0;
             channel.port1.onmessage = () => {
               const end = performance.now() + 5;
               while (performance.now() < end);
               if (++step < 20) channel.port2.postMessage(0);
               else order.push('eager mounted'), host.onMounted();
             };
             channel.port2.postMessage(0);`,
          ),
        );
        await page.route(
          `**/storefront/${chunkOf('compare-count')}`,
          chunk('visible', `(window.__order ??= []).push('visible render'); host.onMounted();`),
        );
      },
    );
    await page.waitForFunction(() => document.querySelector('[data-hydrate="visible"]')?.getAttribute('data-widget-state') === 'mounted');
    expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual([
      'eager render',
      'eager mounted',
      'visible render',
    ]);
    expect(errors).toEqual([]);
  });

  it('manifest.json names every emitted file', () => {
    const named = new Set<string>();
    for (const entry of Object.values(manifest()) as Array<{ file: string; css?: string[]; assets?: string[] }>) {
      named.add(entry.file);
      for (const f of [...(entry.css ?? []), ...(entry.assets ?? [])]) named.add(f);
    }
    const walk = (dir: string, prefix = ''): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? walk(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`],
      );
    const emitted = walk(distDir()).filter((f) => f !== 'manifest.json');
    expect(emitted.filter((f) => !named.has(f))).toEqual([]);
    expect(manifest()['mount/index.ts']).toMatchObject({ file: 'storefront.js', isEntry: true, css: ['storefront.css'] });
  });
});

describe('fixture home page', () => {
  for (const as of ['guest', 'customer'] as const) {
    it(`shows flash messages and the mini cart for a ${as}`, async () => {
      const { page, errors } = await openPage('/home?flash=success:Welcome%20to%20DeshiBazar', { as });
      await waitForIslands(page);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Welcome to DeshiBazar' }).count()).toBe(1);
      await page.evaluate(() => window.Storefront!.flash('error', 'Something broke'));
      await page.getByRole('alert').filter({ hasText: 'Something broke' }).waitFor();
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('add-flash', { detail: { type: 'info', message: 'From Blade' } })));
      await page.getByRole('status').filter({ hasText: 'From Blade' }).waitFor();
      const toggle = page.getByRole('button', { name: /Shopping Cart, \d+ items?/ });
      await toggle.click();
      const panel = page.getByRole('region', { name: 'Shopping Cart' });
      await expect.poll(() => panel.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    });
  }
});
