// Checkout in Chromium against the fixture shop: the coupon box, its messages and its failures.
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught } from '../../fixtures/rig/browser';
import { flashTexts, nextFailure, openCheckout, switchScenario, widget } from './browser-kit';

const ROUTE = '/api/checkout/cart/coupon';

describe('checkout: coupon', () => {
  // One page, the scenario switched between the answers and the flashes closed.
  test('blank warns; an unknown code is a warning with the server message, and stays typed; each apply failure shows its message; a good code applies (Applying... while busy) and can be removed, axe clean; a failed removal says so', async () => {
    const { page, errors } = await openCheckout();
    const summary = widget(page).getByRole('region', { name: 'Order Summary' });
    const code = summary.getByLabel('Coupon Code');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Please enter a coupon code.');

    await code.fill('NOPE');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Coupon code is invalid.');
    expect(await code.inputValue()).toBe('NOPE');

    for (const [scenario, text] of [
      ['422', 'The code field is invalid.'],
      ['error', 'Server Error'],
      ['network', 'Something went wrong. Please try again.'],
    ] as const) {
      await nextFailure(page, scenario, ROUTE);
      await code.fill('EID10');
      await summary.getByRole('button', { name: 'Apply Coupon' }).click();
      await expect.poll(() => flashTexts(page), { message: scenario }).toContain(text);
    }

    // A slow answer: the button says it is busy until the coupon is in.
    await nextFailure(page, 'slow', ROUTE);
    await code.fill('EID10');
    await code.press('Enter');
    await summary.getByRole('button', { name: 'Applying...' }).waitFor();
    await summary.getByText('EID10').waitFor({ timeout: 10_000 });
    await summary.getByText('Discount').waitFor();
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    await summary.getByRole('button', { name: 'Remove coupon' }).click();
    await code.waitFor({ timeout: 10_000 });

    await switchScenario(page, 'none', ROUTE);
    await code.fill('EID10');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await summary.getByRole('button', { name: 'Remove coupon' }).waitFor();
    await nextFailure(page, 'error', ROUTE);
    await summary.getByRole('button', { name: 'Remove coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Failed to remove coupon.');
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
