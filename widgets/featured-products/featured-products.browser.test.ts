import { describe, expect, test } from 'vitest';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

/** Names are cut by graphemes (Bangla conjuncts stay whole). */
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
const hook = '[data-widget="featured-products"]';

describe('featured-products', () => {
  // Its axe: the desktop gallery sweep's /gallery/featured-products (fixtures/quality/sweep-cases.ts).
  test('the side list shows featured products with names cut at 25', async () => {
    const { page, errors } = await openPage('/gallery/featured-products', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    const list = page.getByRole('list', { name: 'Featured Products' });
    await list.waitFor();
    const names = await list.locator('.sf-card__name a').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(graphemes(name.replace(/\.\.\.$/, ''))).toBeLessThanOrEqual(25);
    expect(uncaught(errors)).toEqual([]);
  });

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: heading only, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/featured-products', { as: 'guest', scenario });
      await waitForIslands(page, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
      await page.locator(`${hook} .sf-spinner`).waitFor({ state: 'detached' });
      await expect(page.locator(hook).getByRole('list').count()).resolves.toBe(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
