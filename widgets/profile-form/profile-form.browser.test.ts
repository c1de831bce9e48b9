import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const PATH = '/customer/account/profile';

describe('profile-form', () => {
  // The page as it loads: its axe is the desktop sweep's (fixtures/quality/sweep-cases.ts).
  test('customer: loads the profile, shows the date as "F j, Y", saves and comes back updated; then server errors go on their field and flash as "field: message", a failed save keeps the edits, client rules show on their fields; axe clean with errors showing', async () => {
    const { page, errors } = await openPage(PATH, { as: 'customer' });
    await waitForIslands(page);
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Rahim');
    await expect(page.getByLabel('Gender').inputValue()).resolves.toBe('Male');
    await expect(page.getByLabel('Date of Birth').inputValue()).resolves.toBe('1990-05-14');
    await page.getByText('May 14, 1990').waitFor();
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).resolves.toBe('page');

    await page.getByLabel('Last Name').fill('Chowdhury');
    await page.getByLabel('Date of Birth').fill('1991-12-01');
    await page.getByText('December 1, 1991').waitFor();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.waitForURL(/\/customer\/account\/profile$/);
    await waitForIslands(page);
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Chowdhury');
    await expect(page.getByLabel('Date of Birth').inputValue()).resolves.toBe('1991-12-01');

    // The page the save came back to.
    await expect.poll(() => page.getByLabel('Email').inputValue()).not.toBe('');
    await page.getByLabel('Email').fill('existing@example.com');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.locator('.sf-flash__text', { hasText: 'email: The email has already been taken.' }).waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAxeClean(page);

    // Save fails: SPEC §8 fallback, edits stay.
    await page.route('**/customer/account/profile/edit', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fixture-scenario': 'error' } }),
    );
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).not.toBe('');
    await page.getByLabel('Last Name').fill('Mia');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.locator('.sf-flash__text', { hasText: 'Error updating profile. Please try again later.' }).waitFor();
    await expect(page.getByLabel('Last Name').inputValue()).resolves.toBe('Mia');

    // Client rules show on their fields.
    await page.getByLabel('First Name').fill('');
    await page.getByLabel('Mobile').fill('017-11x');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Email').blur();
    await page.getByText('The First Name field is required').waitFor();
    await page.getByText('This Mobile must be a valid phone number.').waitFor();
    await expect(page.getByLabel('First Name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAxeClean(page);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  // The failed island's axe: the states sweep's (every load failing).
  test('customer, profile fails to load: a retry, the menu still there', async () => {
    const { page, errors } = await openPage(PATH, { as: 'customer', scenario: 'error', route: '/customer/account/profile/edit-info' });
    await waitForIslands(page);
    await page.getByText('Your profile could not be loaded.').waitFor({ timeout: 15_000 });
    await page.getByRole('navigation', { name: 'Account menu' }).waitFor();
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
