import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage, waitForIslands, type Role } from '../../fixtures/rig/browser';

/** Names are cut by graphemes (Bangla conjuncts stay whole). */
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
const hook = '[data-widget="campaign-products"]';

describe('campaign-products', () => {
  for (const [as, path] of [
    ['guest', '/campaign-details/eid-mega-flash-sale'],
    ['customer', '/campaign-details/pohela-boishakh-deal'],
  ] as [Role, string][]) {
    test(`${as} ${path}: campaign prices, names cut at 22, add to cart through the campaign call`, async () => {
      const { page, errors } = await openPage(path, { as });
      await waitForIslands(page, { timeout: 20_000 });
      const list = page.getByRole('list', { name: 'Campaign products' });
      await list.waitFor();
      for (const name of await list.locator('.sf-card__name a').allInnerTexts())
        expect(graphemes(name.replace(/\.\.\.$/, ''))).toBeLessThanOrEqual(22);
      // Every card shows a campaign price with the regular price struck through.
      const cards = await list.getByRole('article').count();
      await expect(list.getByRole('deletion').count()).resolves.toBe(cards);
      // The guest's eid-mega-flash-sale axe: the desktop sweep's (fixtures/quality/sweep-cases.ts).
      if (as === 'customer') await expectAxeClean(page, { include: hook });

      const button = list.getByRole('button', { name: 'Add To Cart' }).first();
      await button.click();
      await page.waitForFunction(async () => {
        const res = await fetch('/__fixture/log', { credentials: 'same-origin' });
        return ((await res.json()) as { path: string }[]).some((e) => e.path === '/api/checkout/cart/campaign');
      });
      const add = (await apiLog(page)).find((e) => e.path === '/api/checkout/cart/campaign');
      expect(add?.method).toBe('POST');
      expect(uncaught(errors)).toEqual([]);
    });
  }

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: no cards, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/campaign-products', { as: 'guest', scenario });
      await waitForIslands(page, { timeout: 20_000 });
      await page.locator(`${hook} .sf-spinner`).waitFor({ state: 'detached' });
      await expect(page.locator(hook).getByRole('article').count()).resolves.toBe(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
