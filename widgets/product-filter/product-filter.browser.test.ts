// The filter panel alone and on pages whose filter call names fewer codes; keyboard use;
// SPEC §8 scenarios (filter loads are logged only: the price slider stays).
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';

const panel = '[data-widget="product-filter"]';

describe('product-filter', () => {
  test('a category whose filter names brand and price shows those only', async () => {
    const { page, errors } = await openPage('/categories/groceries', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await page.getByRole('group', { name: 'Brand' }).waitFor();
    await expect(page.getByRole('group', { name: /Color|Size/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Products Filter' }).isVisible()).resolves.toBe(true);
    expect(uncaught(errors)).toEqual([]);
  });

  test('keyboard: a swatch toggles with Space, the price handles move with arrow keys', async () => {
    const { page, errors } = await openPage('/gallery/product-filter', { as: 'customer' });
    await waitForIslands(page, { timeout: 20_000 });
    const red = page.locator(panel).getByRole('group', { name: 'Color' }).getByRole('button').first();
    await red.focus();
    await page.keyboard.press('Space');
    await expect(red.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.waitForURL(/color_id=/);

    const high = page.getByRole('slider', { name: 'Maximum price' });
    await high.focus();
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
    await expect(high.inputValue()).resolves.toBe('98800');
    await expect(page.getByRole('spinbutton', { name: 'Maximum price' }).inputValue()).resolves.toBe('98800');
    await page.waitForURL(/max_price=98800/);
    await expectAxeClean(page, { include: panel });
    expect(uncaught(errors)).toEqual([]);
  });

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: the price slider stays, no other section, axe clean, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/product-filter', { as: 'guest', scenario });
      await waitForIslands(page, { timeout: 20_000 });
      await page.getByRole('slider', { name: 'Minimum price' }).waitFor();
      await untilQuiet(page);
      await expect(
        page
          .locator(panel)
          .getByRole('group', { name: /Brand|Color|Size/ })
          .count(),
      ).resolves.toBe(0);
      await expectAxeClean(page, { include: panel });
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
