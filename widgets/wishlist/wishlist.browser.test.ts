import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const hook = '[data-widget="wishlist"]';

// Made elsewhere on the same page and state: the list's axe as it loads, the desktop sweep's; an
// empty or failed load's axe, the states sweep's; each failed load's text, the fault matrix; a guest
// sent to the login page, the gallery sweeps (fixtures/quality/sweep-cases.ts, fault-rows-load.ts).
describe('wishlist', () => {
  test('customer at 390 px: every row a card, every control inside the card; Add To Cart puts a simple product in the shared cart', async () => {
    const { page, errors } = await openPage('/customer/wishlist', { as: 'customer', viewport: { width: 390, height: 844 } });
    await waitForIslands(page);
    const wishlist = page.locator(hook);
    await wishlist.getByRole('button', { name: 'Remove' }).first().waitFor();
    const box = (await wishlist.boundingBox())!;
    const controls = await wishlist
      .locator('button, a')
      .evaluateAll((els) => els.map((el) => [el.textContent?.trim() || el.getAttribute('aria-label'), el.getBoundingClientRect().right]));
    expect(controls.length).toBeGreaterThan(3);
    for (const [name, right] of controls) expect(right as number, `${name} inside the wishlist`).toBeLessThanOrEqual(box.x + box.width + 0.5);

    const before = await page.locator('[data-widget="mini-cart"] button').first().textContent();
    await wishlist.getByRole('button', { name: 'Add To Cart' }).first().click();
    await page.locator('.sf-flash__item--success').first().waitFor();
    await expect.poll(() => page.locator('[data-widget="mini-cart"] button').first().textContent()).not.toBe(before);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('customer: lists the wishlist, removes an item after asking, the header badge follows', async () => {
    const { page, errors } = await openPage('/customer/wishlist', { as: 'customer' });
    await waitForIslands(page);
    const table = page.locator(hook).getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await page.getByRole('link', { name: 'Wishlist, 3 items' }).waitFor({ timeout: 5000 });

    const first = table.getByRole('row').nth(1);
    const name = await first.getByRole('link').first().textContent();
    await first.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor({ timeout: 5000 });
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.sf-flash__text', { hasText: 'Item Successfully Removed From Wishlist' }).waitFor();
    await page.getByRole('link', { name: 'Wishlist, 2 items' }).waitFor({ timeout: 5000 });
    await expect(table.getByRole('link', { name: name ?? '' }).count()).resolves.toBe(0);
    // The Remove button went with its row: focus stays in the island instead of falling to <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('sf-wishlist-island');
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('customer: a failed removal shows the server error and keeps the item', async () => {
    const { page, errors } = await openPage('/customer/wishlist', { as: 'customer' });
    await waitForIslands(page);
    await page.route('**/api/customer/wishlist/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.continue({ headers: { ...route.request().headers(), 'x-fixture-scenario': 'error' } })
        : route.continue(),
    );
    const rows = page.locator(hook).getByRole('row');
    await rows.nth(1).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.locator('.sf-flash__item--error').waitFor();
    await expect.poll(() => rows.count()).toBe(4);
    await expectAxeClean(page, { include: hook });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  // Its axe: the states sweep's (every load empty).
  test('customer, empty: says the wishlist is empty', async () => {
    const { page, errors } = await openPage('/customer/wishlist', { as: 'customer', scenario: 'empty', route: '/api/customer/wishlist' });
    await waitForIslands(page);
    await page.getByText('Your Wishlist is Empty!').waitFor();
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  // A malformed or dropped answer's retry, axe clean: the states sweep loads the list failing only.
  for (const scenario of ['malformed', 'network']) {
    test(`customer, ${scenario}: offers a retry, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/customer/wishlist', { as: 'customer', scenario, route: '/api/customer/wishlist' });
      await waitForIslands(page);
      await page.getByText('Your wishlist could not be loaded.').waitFor({ timeout: 15_000 });
      await expectAxeClean(page, { include: hook });
      expect(uncaught(errors)).toEqual([]);
    }, 60_000);
  }
});
