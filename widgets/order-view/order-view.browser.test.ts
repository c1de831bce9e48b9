import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const hook = '[data-widget="order-view"]';

/** The orders list's rows as [id, status], read from the orders-list island (all on one page). */
async function orders(page: import('playwright-core').Page): Promise<Array<[string, string]>> {
  await waitForIslands(page);
  await page.locator('[data-widget="orders-list"]').getByLabel('Per page').selectOption('15');
  const rows = page.locator('[data-widget="orders-list"] tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((trs) => trs.map((tr) => [tr.children[0]?.textContent ?? '', tr.children[2]?.textContent ?? ''] as [string, string]));
}

// A refused cancel (the server's error): the fault matrix (fixtures/quality/fault-rows-action.ts).
describe('order-view', () => {
  test('customer: other statuses have no Cancel, the invoice shows items, totals, addresses and methods; a pending order is cancelled after asking, then the orders list shows it cancelled', async () => {
    const { page, errors } = await openPage('/customer/account/orders/data', { as: 'customer' });
    const list = await orders(page);
    const done = list.find(([, status]) => status !== 'pending');
    const pending = list.find(([, status]) => status === 'pending');
    expect(pending).toBeDefined();

    await page.goto(new URL(`/customer/account/orders/view/${done![0]}`, page.url()).href);
    await waitForIslands(page);
    const view = page.locator(hook);
    await view.getByRole('table').waitFor();
    await expect(view.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    for (const name of ['Billing Address', 'Shipping Address', 'Shipping Method', 'Payment Method'])
      await view.getByRole('region', { name }).waitFor();
    await view.getByText('Grand Total').waitFor();

    await page.goto(new URL(`/customer/account/orders/view/${pending![0]}`, page.url()).href);
    await waitForIslands(page);
    await page.getByRole('heading', { level: 1, name: `Orders # ${pending![0]}` }).waitFor();
    await page.getByText('Placed On').waitFor();
    await expect(page.getByRole('link', { name: 'Back' }).getAttribute('href')).resolves.toBe('/customer/account/orders/data');
    await expectAxeClean(page, { include: hook });
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/customer\/account\/orders\/data$/);
    await expect.poll(async () => (await orders(page)).find(([id]) => id === pending![0])?.[1]).toBe('canceled');
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
