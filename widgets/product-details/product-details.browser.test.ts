import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage as openRigPage, untilQuiet, waitForIslands, type OpenPageOptions } from '../../fixtures/rig/browser';

const mine = (errors: string[]) => errors.filter((e) => /product-details|product-reviews|related-products/.test(e));
const SIMPLE = '/products/aarong-silk-fatua';
const CONFIGURABLE_CAMPAIGN = '/products/aarong-cotton-panjabi';
const HOSTILE = '/products/symphony-tempered-glass-screen-protector';
const DETAILS = '[data-widget="product-details"]';

/** Pages whose actions fail with a locator message instead of hanging until the test times out. */
async function openPage(path: string, opts: OpenPageOptions) {
  const opened = await openRigPage(path, opts);
  opened.page.setDefaultTimeout(10_000);
  return opened;
}

interface CartLine {
  product_id: number;
  quantity: number;
  price: string;
  options: Array<{ option_label: string }>;
}

/** The session's cart as the server holds it now (the fixture log does not keep bodies). */
async function cartLines(page: Page): Promise<CartLine[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/checkout/cart', { headers: { Accept: 'application/json' } });
    const body = (await res.json()) as { data: { items: CartLine[] } | null };
    return body.data?.items ?? [];
  });
}

/** Embedded players are third-party pages: answer them locally so tests never leave the machine. */
async function stubPlayers(page: Page) {
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

describe('product-details', () => {
  test('simple product: purchase panel, gallery, zoom cycle, quantity and Add To Cart (guest)', async () => {
    const { page, errors } = await openPage(SIMPLE, { as: 'guest' });
    await waitForIslands(page);
    const details = page.locator(DETAILS);
    await expect(details.getAttribute('data-widget-state')).resolves.toBe('mounted');
    await expect(details.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Aarong Silk Fatua');
    await expect.poll(() => details.getByText('SKU-0006').count()).toBe(1);
    const zoom = details.getByRole('button', { name: /^Zoom image of/ });
    const main = zoom.locator('img');
    await expect(main.evaluate((img: HTMLImageElement) => [img.width, img.height])).resolves.toEqual([430, 510]);
    await expect(main.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
    await expect(
      details
        .getByRole('button', { name: 'Show image 2' })
        .locator('img')
        .evaluate((img: HTMLImageElement) => [img.width, img.height]),
    ).resolves.toEqual([80, 80]);
    const levels: string[] = [];
    for (let i = 0; i < 6; i++) {
      await zoom.click();
      levels.push((await zoom.getAttribute('data-zoom')) ?? '');
    }
    expect(levels).toEqual(['1.5', '2', '2.5', '3', '3.5', '1']);
    await details.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(details.getByLabel('Quantity', { exact: true }).inputValue()).resolves.toBe('2');
    await expect(details.getByLabel('Quantity', { exact: true }).getAttribute('readonly')).resolves.toBe('');
    await details.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Item Added Successfully').first().waitFor();
    // The guest session may start with a seeded cart; the fatua line is ours.
    expect((await cartLines(page)).filter((l) => l.product_id === 6).map((l) => l.quantity)).toEqual([2]);
    expect((await apiLog(page)).filter((e) => e.method === 'POST').map((e) => e.path)).toEqual(['/api/checkout/cart']);
    expect(uncaught(errors)).toEqual([]);
    expect(mine(errors)).toEqual([]);
  });

  test('zoom works from the keyboard, Escape dismisses it, and axe is clean with it open', async () => {
    const { page, errors } = await openPage(SIMPLE, { as: 'customer' });
    await waitForIslands(page);
    const zoom = page.locator(DETAILS).getByRole('button', { name: /^Zoom image of/ });
    await zoom.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(zoom.getAttribute('data-zoom')).resolves.toBe('2');
    // Scaled 2x once the .12 s transition is over.
    await expect.poll(() => zoom.locator('img').evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a)).toBe(2);
    await expectAxeClean(page, { include: DETAILS });
    await page.keyboard.press('Escape');
    await expect(zoom.getAttribute('data-zoom')).resolves.toBe('1');
    // Hover zoom follows the pointer once a step is chosen.
    await zoom.click();
    await zoom.hover({ position: { x: 50, y: 60 } });
    const originX = () =>
      zoom.locator('img').evaluate((img) => Math.round((parseFloat(getComputedStyle(img).transformOrigin) / img.clientWidth) * 100));
    await expect.poll(originX).not.toBe(50);
    expect(uncaught(errors)).toEqual([]);
  });

  test('configurable campaign product: a variant choice sets price, gallery and ?variant=, survives a reload and is what gets added', async () => {
    const { page, errors } = await openPage(CONFIGURABLE_CAMPAIGN, { as: 'guest' });
    await waitForIslands(page);
    const details = page.locator(DETAILS);
    const options = details.getByRole('group', { name: 'Options' });
    await options.getByRole('radio').first().waitFor();
    const radios = options.getByRole('radio');
    await expect(radios.first().isChecked()).resolves.toBe(true);
    // The seed's second variant is out of stock; the third is the one to buy.
    const second = radios.nth(2);
    const id = await second.getAttribute('value');
    await second.check();
    expect(new URL(page.url()).searchParams.get('variant')).toBe(id);
    await expect(
      details
        .getByRole('button', { name: /^Zoom image of/ })
        .locator('img')
        .getAttribute('src'),
    ).resolves.toBe(`/storage/product/1/variant-${id}.jpg`);
    // 15% campaign on 2550 → 2167.5, the 2550 struck.
    await expect(details.locator('.sf-product__price .sf-price__current').textContent()).resolves.toBe('৳\u00a02,167.50');
    await expect(details.locator('.sf-product__price del').textContent()).resolves.toBe('Regular price: ৳\u00a02,550');
    const label = (await second.evaluate((input) => input.closest('label')?.querySelector('span')?.textContent)) ?? '';
    await details.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Item Added Successfully').first().waitFor();
    expect((await apiLog(page)).filter((e) => e.method === 'POST').map((e) => e.path)).toEqual(['/api/checkout/cart/campaign']);
    const line = (await cartLines(page)).find((l) => l.product_id === 1);
    // The variant went in (its options), at the campaign price shown.
    expect(line?.options.map((o) => o.option_label).join(' / ')).toBe(label);
    expect(Number(line?.price)).toBe(2167.5);

    await page.reload();
    await waitForIslands(page);
    await expect(page.locator(DETAILS).getByRole('radio', { checked: true }).getAttribute('value')).resolves.toBe(id);
    expect(uncaught(errors)).toEqual([]);
    expect(mine(errors)).toEqual([]);
  });

  test('a failed variant load leaves no picker and nothing uncaught', async () => {
    const { page, errors } = await openPage(CONFIGURABLE_CAMPAIGN, { as: 'guest', scenario: 'error', route: '/get/variant-products' });
    await waitForIslands(page);
    await page.locator(DETAILS).getByRole('button', { name: 'Add To Cart' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.sf-spinner'));
    await expect(page.locator(DETAILS).getByRole('group', { name: 'Options' }).count()).resolves.toBe(0);
    expect(uncaught(errors)).toEqual([]);
  });

  test('an add-to-cart answer redirecting to another origin is not followed', async () => {
    const { page, errors } = await openPage(SIMPLE, { as: 'guest' });
    await waitForIslands(page);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://evil.example')) foreign.push(r.url());
    });
    await page.route('**/api/checkout/cart', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            json: {
              data: { id: 1, items_count: 1, items: [{ id: 1, name: 'Aarong Silk Fatua', quantity: 1 }] },
              message: 'Added',
              redirect: 'https://evil.example/phish',
            },
          })
        : route.continue(),
    );
    const before = page.url();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/checkout/cart') && r.request().method() === 'POST'),
      page.locator(DETAILS).getByRole('button', { name: 'Add To Cart' }).click(),
    ]);
    await untilQuiet(page);
    expect(page.url()).toBe(before);
    expect(foreign).toEqual([]);
    expect(uncaught(errors)).toEqual([]);
  });

  test('YouTube and Vimeo links embed a titled frame built from the id', async () => {
    for (const [path, src] of [
      ['/products/walton-43-smart-android-led-tv-w43d210', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['/products/symphony-z60-plus-smartphone-8-128gb', 'https://player.vimeo.com/video/76979871'],
    ] as const) {
      const { page, errors, close } = await openPage(path, { as: 'guest' });
      await stubPlayers(page);
      await waitForIslands(page);
      const frame = page.locator(`${DETAILS} iframe`);
      await expect(frame.getAttribute('src')).resolves.toBe(src);
      await expect(frame.getAttribute('title')).resolves.toMatch(/video/);
      expect(uncaught(errors)).toEqual([]);
      await close();
    }
  });

  test('a javascript: or unknown-host video link renders no frame', async () => {
    for (const video_link of ['javascript:window.__pwned="video"', 'https://evil.example/watch?v=dQw4w9WgXcQ']) {
      const props = encodeURIComponent(
        JSON.stringify({ product: { id: 6, type: 'simple', name: 'Aarong Silk Fatua', price: '1850.0000', description: '<p>Silk</p>', video_link } }),
      );
      const { page, errors, close } = await openPage(`/gallery/product-details?props=${props}`, { as: 'guest' });
      await waitForIslands(page);
      await page.locator(DETAILS).getByText('Silk', { exact: true }).waitFor();
      await expect(page.locator('iframe').count()).resolves.toBe(0);
      await expect(page.evaluate(() => (window as { __pwned?: string }).__pwned)).resolves.toBeUndefined();
      expect(uncaught(errors)).toEqual([]);
      await close();
    }
  });

  test('a hostile description never runs: no script, handler or javascript: link fires', async () => {
    const { page, errors } = await openPage(HOSTILE, { as: 'guest' });
    await waitForIslands(page);
    const panel = page.locator(DETAILS).getByRole('tabpanel', { name: 'Description' });
    await panel.getByText('Crystal clear 9H tempered glass.').waitFor();
    await panel.getByText('Hover me').hover();
    await panel.getByText('Click for warranty').click();
    await untilQuiet(page);
    await expect(page.evaluate(() => (window as { __pwned?: string }).__pwned)).resolves.toBeUndefined();
    await expect(panel.locator('script, iframe, [onerror], [onmouseover], [style]').count()).resolves.toBe(0);
    await expect(panel.locator('a[href^="javascript:" i]').count()).resolves.toBe(0);
    expect(uncaught(errors)).toEqual([]);
  });
});
