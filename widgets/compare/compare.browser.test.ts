import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { apiLog, uncaught, openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';

const hook = '[data-widget="compare"]';

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

describe('compare', () => {
  test('customer: the server list in SPEC rows; Remove updates the table and the header badge', async () => {
    const { page, errors } = await openPage('/compare', { as: 'customer' });
    await waitForIslands(page);
    const table = page.locator(hook).getByRole('table');
    // Mounted is not loaded: the table comes with the customer's list.
    await table.getByRole('button', { name: 'Remove' }).nth(1).waitFor();
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['Products', 'Price', 'Description', 'Buy now', 'Remove']);
    await expect.poll(() => table.getByRole('button', { name: 'Remove' }).count()).toBe(2);
    // The table and the header badge come from one read of the list.
    const reads = (await apiLog(page)).filter((e) => e.method === 'GET' && e.path === '/api/compare-items');
    expect(reads).toHaveLength(1);
    await expectAxeClean(page, { include: hook });
    await table.getByRole('button', { name: 'Remove' }).first().click();
    await page.locator('.sf-flash__text', { hasText: 'Successfully Removed From Compare List.' }).waitFor({ timeout: 5000 });
    await page.getByRole('link', { name: 'Compare, 1 item' }).waitFor({ timeout: 5000 });
    await expect.poll(() => table.getByRole('button', { name: 'Remove' }).count()).toBe(1);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('guest: reads compare_items, sanitises the description, removes from storage', async () => {
    const { page, errors } = await openPage('/compare', { as: 'guest' });
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

  test('guest with nothing stored: says the list is empty', async () => {
    const { page, errors } = await openPage('/compare', { as: 'guest' });
    await waitForIslands(page);
    await page.locator(hook).getByText('Your Compare List is Empty!').waitFor();
    await expectAxeClean(page, { include: hook });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  for (const scenario of ['error', 'malformed']) {
    test(`customer, ${scenario}: offers a retry, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/compare', { as: 'customer', scenario, route: '/api/compare-items' });
      await waitForIslands(page);
      await page.getByText('Your compare list could not be loaded.').waitFor({ timeout: 15_000 });
      await expectAxeClean(page, { include: hook });
      expect(uncaught(errors)).toEqual([]);
    }, 60_000);
  }
});
