// The runtime in real Chromium (CONTRACT §2–3): props and the registry. A hook whose widget is
// unknown, whose props are not JSON, whose chunk is missing or whose render throws keeps its
// fallback while the others mount, each reported by name; a bad globals field is reported with its
// path; new data-props re-render a mounted island, and invalid new props leave it as it was.
import { describe, expect, it } from 'vitest';
import { chunkOf, waitForIslands } from '../fixtures/rig/browser';
import { hooksPage, pageWith } from './hooks-page';

describe('runtime in Chromium: props and the registry', () => {
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
      pageWith('<div id="h" data-widget="hello-world">f</div>', { currencySymbol: '৳', isCustomer: 'maybe', locale: 7 }),
    );
    await waitForIslands(page);
    expect(await page.textContent('#h')).toBe('Hello World');
    const reports = errors.filter((e) => e.includes('[storefront] globals')).join('\n');
    expect(reports).toContain('globals.isCustomer');
    expect(reports).toContain('globals.locale');
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
});
