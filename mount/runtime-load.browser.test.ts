// The runtime in real Chromium against the fixture backend (CONTRACT §2–3): what it loads and
// when, and what ready() waits for. A page without hooks loads the entry alone; a chunk that failed
// once is fetched again; hooks added or removed later mount or let go; one cart read however many
// islands read it; window.Storefront's calls; lazy images; a visible island drawn after the islands
// ready() waits for; the manifest names every file; the fixture home page's flash messages and mini
// cart. Props and the registry: runtime-props; the XSRF header: runtime-xsrf.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { chunkOf, distDir, manifest, openPage, untilQuiet, waitForIslands } from '../fixtures/rig/browser';
import { hooksPage, pageWith } from './hooks-page';

describe('runtime in Chromium: loading and ready()', () => {
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
    for (const entry of Object.values(manifest())) {
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
      // Read before the islands settle: a success flash closes itself after a few seconds.
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Welcome to DeshiBazar' }).count()).toBe(1);
      await waitForIslands(page);
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
