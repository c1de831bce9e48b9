// Checkout in Chromium against the fixture shop: the coupon box, its messages and its failures.
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught } from '../../fixtures/rig/browser';
import { flashTexts, nextFailure, openCheckout, switchScenario, widget } from './browser-kit';

describe('checkout: coupon', () => {
  test('blank warns; a good code applies (Applying... while busy) and can be removed; axe clean', async () => {
    const { page, errors } = await openCheckout({ scenario: 'slow', route: '/api/checkout/cart/coupon' });
    const summary = widget(page).getByRole('region', { name: 'Order Summary' });
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Please enter a coupon code.');
    await summary.getByLabel('Coupon Code').fill('EID10');
    await summary.getByLabel('Coupon Code').press('Enter');
    await summary.getByRole('button', { name: 'Applying...' }).waitFor();
    await summary.getByText('EID10').waitFor({ timeout: 10_000 });
    await summary.getByText('Discount').waitFor();
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    await summary.getByRole('button', { name: 'Remove coupon' }).click();
    await summary.getByLabel('Coupon Code').waitFor({ timeout: 10_000 });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('an unknown code is a warning with the server message, and stays typed; each apply failure shows its message; a failed removal says so', async () => {
    const route = '/api/checkout/cart/coupon';
    const { page } = await openCheckout();
    const summary = widget(page).getByRole('region', { name: 'Order Summary' });
    await summary.getByLabel('Coupon Code').fill('NOPE');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Coupon code is invalid.');
    expect(await summary.getByLabel('Coupon Code').inputValue()).toBe('NOPE');

    // One page, the scenario switched between the failures and the flashes closed.
    for (const [scenario, text] of [
      ['422', 'The code field is invalid.'],
      ['error', 'Server Error'],
      ['network', 'Something went wrong. Please try again.'],
    ] as const) {
      await nextFailure(page, scenario, route);
      await summary.getByLabel('Coupon Code').fill('EID10');
      await summary.getByRole('button', { name: 'Apply Coupon' }).click();
      await expect.poll(() => flashTexts(page), { message: scenario }).toContain(text);
    }

    await switchScenario(page, 'none', route);
    await summary.getByLabel('Coupon Code').fill('EID10');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await summary.getByRole('button', { name: 'Remove coupon' }).waitFor();
    await nextFailure(page, 'error', route);
    await summary.getByRole('button', { name: 'Remove coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Failed to remove coupon.');
  });
});
