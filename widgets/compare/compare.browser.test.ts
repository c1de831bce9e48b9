import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { apiLog, uncaught, openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';
import { hook, rows } from './browser-kit';

/** Ids of seeded products whose name matches, found the way the page itself asks. */
async function productIds(page: Page, name: RegExp): Promise<number[]> {
  const source = name.source;
  return page.evaluate(async (pattern) => {
    const query = Array.from({ length: 80 }, (_, i) => `product_ids[]=${i + 1}`).join('&');
    const res = await fetch(`/api/compare-items?${query}`, { headers: { Accept: 'application/json' } });
    const body = (await res.json()) as { data: Array<{ id: number; name: string }> };
    return body.data.filter((p) => new RegExp(pattern).test(p.name)).map((p) => Number(p.id));
  }, source);
}

// Made elsewhere on the same page and state: the list's axe as it loads at 1280 px (the customer's,
// a guest's empty one), the desktop sweep's; a failed load's text and its axe, the fault matrix and
// the states sweep (fixtures/quality/sweep-cases.ts, fault-rows-load.ts).
describe('compare', () => {
  test('customer, 1366 px: the server list in SPEC rows, each product heading its own column and every row lined up under it; Remove updates the table and the header badge', async () => {
    const { page, errors } = await openPage('/compare', { as: 'customer', viewport: { width: 1366, height: 900 } });
    await waitForIslands(page);
    const table = page.locator(hook).getByRole('table');
    // Mounted is not loaded: the table comes with the customer's list.
    await table.getByRole('button', { name: 'Remove' }).nth(1).waitFor();
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['Products', 'Price', 'Description', 'Buy now', 'Remove']);
    await expect.poll(() => table.getByRole('button', { name: 'Remove' }).count()).toBe(2);
    // The table and the header badge come from one read of the list.
    const reads = (await apiLog(page)).filter((e) => e.method === 'GET' && e.path === '/api/compare-items');
    expect(reads).toHaveLength(1);

    // The layout: a real table, one column per product.
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

    await table.getByRole('button', { name: 'Remove' }).first().click();
    await page.locator('.sf-flash__text', { hasText: 'Successfully Removed From Compare List.' }).waitFor({ timeout: 5000 });
    await page.getByRole('link', { name: 'Compare, 1 item' }).waitFor({ timeout: 5000 });
    await expect.poll(() => table.getByRole('button', { name: 'Remove' }).count()).toBe(1);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('guest with nothing stored: says the list is empty; then reads compare_items, sanitises the description, removes from storage', async () => {
    const { page, errors } = await openPage('/compare', { as: 'guest' });
    await waitForIslands(page);
    await page.locator(hook).getByText('Your Compare List is Empty!').waitFor();
    expect(uncaught(errors)).toEqual([]);

    const [hostile] = await productIds(page, /Tempered Glass/);
    const [other] = await productIds(page, /^(?!.*Tempered Glass)/);
    await page.evaluate((ids) => localStorage.setItem('compare_items', JSON.stringify(ids)), [hostile, other]);
    await page.reload();
    await waitForIslands(page);
    const table = page.locator(hook).getByRole('table');
    await table.getByText('Crystal clear 9H tempered glass.').waitFor();
    await untilQuiet(page);
    await expect(page.evaluate(() => (window as { __pwned?: string }).__pwned)).resolves.toBeUndefined();
    await expect(page.locator(`${hook} script, ${hook} iframe, ${hook} [onerror], ${hook} [onmouseover]`).count()).resolves.toBe(0);
    await expect(page.locator(`${hook} a[href^="javascript"]`).count()).resolves.toBe(0);
    await expectAxeClean(page, { include: hook });

    await table.getByRole('button', { name: 'Remove' }).first().click();
    await page.locator('.sf-flash__text', { hasText: 'Successfully Removed From Compare List.' }).waitFor({ timeout: 5000 });
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('compare_items') ?? 'null'))).resolves.toEqual([other]);
    await page.getByRole('link', { name: 'Compare, 1 item' }).waitFor({ timeout: 5000 });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  // A malformed answer's retry, axe clean: no sweep loads the list malformed.
  test('customer, malformed: offers a retry, nothing uncaught', async () => {
    const { page, errors } = await openPage('/compare', { as: 'customer', scenario: 'malformed', route: '/api/compare-items' });
    await waitForIslands(page);
    await page.getByText('Your compare list could not be loaded.').waitFor({ timeout: 15_000 });
    await expectAxeClean(page, { include: hook });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
