import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const PATH = '/customer/register';

async function fill(page: import('playwright-core').Page, email: string) {
  await page.getByLabel('First Name').fill('Karim');
  await page.getByLabel('Last Name').fill('Ahmed');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('01711000000');
  await page.getByLabel(/^Password/).fill('secret12');
  await page.getByLabel('Confirm Password').fill('secret12');
}

// Made elsewhere on the same page and state: the form's axe as it loads, the desktop sweep's; a
// failed, malformed or dropped answer, the fault matrix (fixtures/quality/sweep-cases.ts, fault-rows-action.ts).
describe('register-form', () => {
  test('guest: a taken email shows on the field, axe clean with errors showing; then creates an account, reads Loading... and goes to the login page after 1.3 s', async () => {
    const { page, errors } = await openPage(PATH, { as: 'guest' });
    await waitForIslands(page);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/customer/login');
    await fill(page, 'existing@example.com');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('The email has already been taken.').waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Phone').fill('01-7x');
    await page.getByText('This Phone must be a valid phone number.').waitFor();
    await expectAxeClean(page, { include: '[data-widget="register-form"]' });
    expect(uncaught(errors)).toEqual([]);

    await fill(page, `karim.${Date.now()}@example.com`);
    await page.getByRole('checkbox', { name: 'Subscribe to newsletter' }).check();
    const started = Date.now();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    await page.waitForURL(/\/customer\/login/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1300);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
