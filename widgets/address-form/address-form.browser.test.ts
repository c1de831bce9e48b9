import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const PATH = '/customer/account/addresses/create';

// Made elsewhere on the same page and state: the form's axe as it loads, the desktop sweep's; a
// failed save, the fault matrix (fixtures/quality/sweep-cases.ts, fault-rows-action.ts).
describe('address-form', () => {
  test('customer: an empty form is checked by the server, each error shows on its field and in a flash, axe clean; then the form filled with District and Thana saves and lands on the address list', async () => {
    const { page, errors } = await openPage(PATH, { as: 'customer' });
    await waitForIslands(page);
    await page.getByRole('heading', { name: 'Add New Address' }).waitFor();
    await page.getByRole('button', { name: 'Save Address' }).click();
    // SPEC §8 flashes every field's first message; the newest three show at once.
    await page
      .locator('.sf-flash__text', { hasText: /^[\w.]+: / })
      .first()
      .waitFor();
    await expect(page.getByLabel('First Name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('District').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Thana').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Street Address').getAttribute('aria-invalid')).resolves.toBe('true');
    const flashes = await page.locator('.sf-flash__text').allTextContents();
    expect(flashes.every((f) => /^[\w.]+: /.test(f))).toBe(true);
    expect(flashes).toHaveLength(3);
    await expectAxeClean(page);
    expect(uncaught(errors)).toEqual([]);

    await page.getByLabel('First Name').fill('Karim');
    await page.getByLabel('Last Name').fill('Ahmed');
    await page.getByLabel('Street Address').fill('House 5, Road 2, Block C');
    await page.getByRole('option', { name: 'Gazipur' }).waitFor({ state: 'attached' });
    await page.getByLabel('District').selectOption({ label: 'Gazipur' });
    await page.getByRole('option', { name: 'Tongi' }).waitFor({ state: 'attached' });
    await page.getByLabel('Thana').selectOption('Tongi');
    await page.getByLabel('Zip/Postcode').fill('1710');
    await page.getByLabel('Email').fill('karim@example.com');
    await page.getByLabel('Phone').fill('01711000000');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(/\/customer\/account\/addresses$/);
    await page.getByText('House 5, Road 2, Block C').waitFor();
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('districts failing to load leave the selects empty, nothing uncaught', async () => {
    const { page, errors } = await openPage(PATH, { as: 'customer', scenario: 'error', route: '/districts' });
    await waitForIslands(page);
    await expect.poll(() => page.getByLabel('District').locator('option').count(), { timeout: 15_000 }).toBe(1);
    await expect(page.getByLabel('Thana').isDisabled()).resolves.toBe(true);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
