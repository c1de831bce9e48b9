import { describe, expect, test } from 'vitest';
import { uncaught, openPage, waitForIslands, type Role } from '../../fixtures/rig/browser';

/** Names are cut by graphemes (Bangla conjuncts stay whole). */
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
const hook = '[data-widget="shop-products"]';

// The grid's axe as it loads, as guest and as customer: the desktop sweep's /shop (fixtures/quality/sweep-cases.ts).
describe('shop-products', () => {
  for (const as of ['guest', 'customer'] as Role[]) {
    test(`${as}: 'All Products' grid with cut names, paging, add to cart reaching the mini cart`, async () => {
      const { page, errors } = await openPage('/shop', { as });
      await waitForIslands(page, { timeout: 20_000 });
      const list = page.getByRole('list', { name: 'All Products' });
      await list.waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'All Products' }).count()).toBe(1);
      for (const name of await list.locator('.sf-card__name a').allInnerTexts())
        expect(graphemes(name.replace(/\.\.\.$/, ''))).toBeLessThanOrEqual(25);
      await expect.poll(() => list.getByRole('link', { name: 'Select Options' }).count()).toBeGreaterThan(0);

      const first = await list.locator('.sf-card__name a').first().getAttribute('title');
      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForFunction(
        (name) => document.querySelector('[data-widget="shop-products"] .sf-card__name a')?.getAttribute('title') !== name,
        first,
      );

      const card = list
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
        .first();
      const name = (await card.locator('.sf-card__name a').getAttribute('title'))!;
      await card.getByRole('button', { name: 'Add To Cart' }).click();
      await page
        .locator('[data-widget="mini-cart"]')
        .getByRole('button', { name: /Shopping Cart/ })
        .click();
      await page.getByRole('region', { name: 'Shopping Cart' }).getByText(name).waitFor();
      expect(uncaught(errors)).toEqual([]);
    });
  }

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: heading, no cards, no 'Loading ...' left, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/shop', { as: 'guest', scenario, route: '/shop/products' });
      await waitForIslands(page, { timeout: 20_000 });
      await page.locator(`${hook} .sf-spinner`).waitFor({ state: 'detached' });
      await expect(page.getByRole('heading', { name: 'All Products' }).isVisible()).resolves.toBe(true);
      await expect(page.locator(hook).getByRole('article').count()).resolves.toBe(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
