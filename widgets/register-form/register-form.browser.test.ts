import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';
import { nextFailure } from '../../fixtures/rig/scenario';

const PATH = '/customer/register';

async function fill(page: import('playwright-core').Page, email: string) {
  await page.getByLabel('First Name').fill('Karim');
  await page.getByLabel('Last Name').fill('Ahmed');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('01711000000');
  await page.getByLabel(/^Password/).fill('secret12');
  await page.getByLabel('Confirm Password').fill('secret12');
}

describe('register-form', () => {
  test('guest: creates an account, reads Loading... and goes to the login page after 1.3 s', async () => {
    const { page, errors } = await openPage(PATH, { as: 'guest' });
    await waitForIslands(page);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/customer/login');
    await expectAxeClean(page, { include: '[data-widget="register-form"]' });
    await fill(page, `karim.${Date.now()}@example.com`);
    await page.getByRole('checkbox', { name: 'Subscribe to newsletter' }).check();
    const started = Date.now();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    await page.waitForURL(/\/customer\/login/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1300);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('guest: a taken email shows on the field, axe clean with errors showing', async () => {
    const { page, errors } = await openPage(PATH, { as: 'guest' });
    await waitForIslands(page);
    await fill(page, 'existing@example.com');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('The email has already been taken.').waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Phone').fill('01-7x');
    await page.getByText('This Phone must be a valid phone number.').waitFor();
    await expectAxeClean(page, { include: '[data-widget="register-form"]' });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test("guest, error, malformed, network in turn: each warns 'Unexpected response from the server.' and keeps the form", async () => {
    const { page, errors } = await openPage(PATH, { as: 'guest', scenario: 'error', route: PATH });
    await waitForIslands(page);
    await fill(page, 'new@example.com');
    // One page, the scenario switched between the failures and the flashes closed: each warning is its own.
    for (const scenario of ['error', 'malformed', 'network']) {
      await nextFailure(page, scenario, PATH);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.locator('.sf-flash__text', { hasText: 'Unexpected response from the server.' }).waitFor({ timeout: 15_000 });
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe('new@example.com');
    }
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
