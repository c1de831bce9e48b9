import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { openPage, uncaught, waitForIslands } from '../../fixtures/rig/browser';

// Compare is a real table, one column per product, row labels sticky on the left,
// and on a phone the products scroll sideways inside their region while the page stays put.
const hook = '[data-widget="compare"]';

interface Cell {
  text: string;
  left: number;
  right: number;
}

/** Each row of the table as its cells' text and horizontal edges. */
function rows(page: Page): Promise<Cell[][]> {
  return page.locator(`${hook} table`).evaluate((table: HTMLTableElement) =>
    Array.from(table.rows, (row) =>
      Array.from(row.cells, (cell) => {
        const box = cell.getBoundingClientRect();
        return { text: (cell.textContent ?? '').trim(), left: Math.round(box.left), right: Math.round(box.right) };
      }),
    ),
  );
}

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
  test('desktop: each product heads its own column and every row lines up under it (customer, 2 products)', async () => {
    const { page, errors } = await openPage('/compare', { as: 'customer', viewport: { width: 1366, height: 900 } });
    await waitForIslands(page);
    const table = page.locator(hook).getByRole('table');
    // Mounted is not loaded: the list arrives after the compare ids and the products are read.
    await table.getByRole('columnheader').nth(1).waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(2);
    expect(headers.every((h) => h.trim().length > 0)).toBe(true);
    const names = await table.getByRole('columnheader').getByRole('link').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(headers.map((h) => h.trim()));
    const grid = await rows(page);
    expect(grid.map((r) => r[0]!.text)).toEqual(['Products', 'Price', 'Description', 'Buy now', 'Remove']);
    // Every row has a label and one cell per product, at the same x as the product's header.
    for (const row of grid) {
      expect(row).toHaveLength(3);
      expect(row.map((c) => c.left)).toEqual(grid[0]!.map((c) => c.left));
    }
    // Two products side by side, not stacked in the first column.
    expect(grid[0]![2]!.left).toBeGreaterThanOrEqual(grid[0]![1]!.right - 1);
    await expectAxeClean(page, { include: hook });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

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
