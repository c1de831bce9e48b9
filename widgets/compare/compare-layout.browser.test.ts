import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { openPage, uncaught, waitForIslands } from '../../fixtures/rig/browser';
import { hook, rows } from './browser-kit';

// Compare is a real table, one column per product (desktop: compare.browser.test.ts), row labels
// sticky on the left, and on a phone the products scroll sideways inside their region while the page stays put.

/** A guest page with these stored compare ids (the fixture seeds products 1…). */
async function guestCompare(ids: number[], viewport: { width: number; height: number }) {
  const opened = await openPage('/compare', { as: 'guest', viewport });
  await opened.page.evaluate((list) => localStorage.setItem('compare_items', JSON.stringify(list)), ids);
  await opened.page.reload();
  await waitForIslands(opened.page);
  await opened.page.locator(hook).getByRole('table').waitFor();
  return opened;
}

describe('compare layout', () => {
  test('phone: the page keeps its width, the products scroll sideways under sticky row labels (guest, 3 products)', async () => {
    const { page, errors } = await guestCompare([1, 2, 3], { width: 390, height: 844 });
    const table = page.locator(hook).getByRole('table');
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(3);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    const scroller = page.locator(hook).getByRole('region', { name: 'Compare products' });
    const box = await scroller.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth, right: el.getBoundingClientRect().right }));
    expect(box.right).toBeLessThanOrEqual(390);
    expect(box.scroll).toBeGreaterThan(box.client);

    const before = await rows(page);
    await scroller.evaluate((el) => el.scrollBy({ left: 200, behavior: 'instant' }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(150);
    const after = await rows(page);
    // The product columns moved; the labels stayed where they were, readable above the products.
    expect(after[0]![1]!.left).toBeLessThan(before[0]![1]!.left - 150);
    expect(after.map((r) => r[0]!.left)).toEqual(before.map((r) => r[0]!.left));
    const label = table.getByRole('rowheader', { name: 'Price' });
    const onTop = await label.evaluate((th) => {
      const r = th.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return th === hit || th.contains(hit);
    });
    expect(onTop).toBe(true);
    await expectAxeClean(page, { include: hook });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
