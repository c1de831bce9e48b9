import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const hook = '[data-widget="orders-list"]';

describe('orders-list', () => {
  // Its axe as it loads: the desktop sweep's /customer/account/orders/data (fixtures/quality/sweep-cases.ts).
  test('customer: the SPEC columns, 5 per page, page sizes, View opens the invoice', async () => {
    const { page, errors } = await openPage('/customer/account/orders/data', { as: 'customer' });
    await waitForIslands(page);
    const table = page.locator(hook).getByRole('table');
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(['Order ID', 'Customer Name', 'Status', 'Grand Total', 'Created At', 'Action']);
    const rows = table.locator('tbody tr');
    const total = 14; // the fixture customer's seeded orders
    await expect(rows.count()).resolves.toBe(Math.min(5, total));
    await expect(rows.first().locator('td').nth(3).textContent()).resolves.toMatch(/^৳\u00a0[\d,]+(\.\d\d)?$/);
    await page.locator(hook).getByLabel('Per page').selectOption('15');
    await expect(rows.count()).resolves.toBe(Math.min(15, total));
    const view = rows.first().getByRole('link', { name: 'View' });
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/customer\/account\/orders\/view\/\d+$/);
    await view.click();
    await page.waitForURL(new RegExp(`${href}$`));
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('no orders: says so', async () => {
    const { page, errors } = await openPage(`/gallery/orders-list?props=${encodeURIComponent('{"orders":[]}')}`, { as: 'customer' });
    await waitForIslands(page);
    await page.getByText('No orders found.').waitFor();
    await expectAxeClean(page, { include: hook });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('invalid props leave the server fallback and report, nothing uncaught', async () => {
    const { page, errors } = await openPage(`/gallery/orders-list?props=${encodeURIComponent('{"orders":"nope"}')}`, { as: 'customer' });
    await waitForIslands(page);
    await expect(page.locator(hook).getAttribute('data-widget-state')).resolves.toBe('error');
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
