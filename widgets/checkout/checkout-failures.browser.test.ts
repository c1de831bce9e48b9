// Checkout in Chromium against the fixture shop: every SPEC §8 failure of the checkout
// calls, each with its exact text and nothing chosen lost. The failures of one step share a
// page: the scenario is switched in the session between them and the flashes closed, so each
// text read is the one its own failure raised, and each retry starts from what the last failure left.
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught } from '../../fixtures/rig/browser';
import {
  ORDERS,
  flashTexts,
  widget,
  openCheckout,
  chooseSavedAddress,
  chooseShipping,
  choosePayment,
  fillAddressForm,
  nextFailure,
  switchScenario,
} from './browser-kit';

const ADDRESSES = '/api/checkout/onepage/addresses';

describe('checkout: SPEC §8 failures', () => {
  test('saving the address fails (error, then network); a cart error on the address call goes back to the cart', async () => {
    const { page, errors } = await openCheckout({ scenario: 'error', route: ADDRESSES });
    const radio = widget(page).getByRole('radio', { name: /House 12/ });
    for (const scenario of ['error', 'network']) {
      await nextFailure(page, scenario, ADDRESSES);
      await radio.click(); // not check(): the failure unchecks it again
      await expect.poll(() => flashTexts(page), { message: scenario }).toContain('Failed to save selected address.');
      await expect.poll(() => radio.isChecked(), { message: scenario }).toBe(false);
      expect(await widget(page).getByRole('group', { name: 'Shipping Method' }).count()).toBe(0);
    }
    expect(uncaught(errors)).toEqual([]);

    await switchScenario(page, 'cart-error', ADDRESSES);
    await radio.click();
    await page.waitForURL(/\/checkout\/cart$/);
  });

  test('a guest who may not check out is sent to the login page', async () => {
    const { page } = await openCheckout({ as: 'guest', scenario: 'guest-denied', route: ADDRESSES });
    await fillAddressForm(page);
    await widget(page).getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(/\/customer\/login/);
  });

  test('creating an address fails (error, then 422); the typed values stay', async () => {
    const route = '/customer/account/addresses/create';
    const { page } = await openCheckout({ scenario: 'error', route });
    await widget(page).getByRole('button', { name: 'Add New Address' }).click();
    await fillAddressForm(page);
    for (const [scenario, text] of [
      ['error', 'Error saving address. Please try again later.'],
      ['422', /^\w[\w.]*: The .* field is invalid\.$/],
    ] as const) {
      await nextFailure(page, scenario, route);
      await widget(page).getByRole('button', { name: 'Save Address' }).click();
      if (typeof text === 'string') await expect.poll(() => flashTexts(page), { message: scenario }).toContain(text);
      else await expect.poll(async () => (await flashTexts(page)).some((t) => text.test(t)), { message: scenario }).toBe(true);
      expect(await widget(page).getByLabel('First Name').inputValue()).toBe('Karim');
      await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    }
  });

  test('saving the shipping method fails (forbidden, then error)', async () => {
    const route = '/api/checkout/onepage/shipping-methods';
    const { page } = await openCheckout({ scenario: 'forbidden', route });
    await chooseSavedAddress(page);
    for (const [scenario, text] of [
      ['forbidden', 'Failed to save shipping method'],
      ['error', 'Failed to save shipping method. Please try again.'],
    ] as const) {
      await nextFailure(page, scenario, route);
      await widget(page)
        .getByRole('radio', { name: /^Express/ })
        .click();
      await expect.poll(() => flashTexts(page), { message: scenario }).toContain(text);
      expect(page.url()).toMatch(/\/checkout\/onepage/);
      expect(await widget(page).getByRole('group', { name: 'Payment Method' }).count()).toBe(0);
    }
  });

  test('saving the payment method fails; then placing the order fails five ways: the message, and Order Place comes back', async () => {
    const { page, errors } = await openCheckout({ scenario: 'error', route: '/api/checkout/onepage/payment-methods' });
    await chooseSavedAddress(page);
    await chooseShipping(page);
    const cod = widget(page).getByRole('radio', { name: /Cash On Delivery/ });
    await cod.click();
    await expect.poll(() => flashTexts(page)).toContain('Failed to save payment method. Please try again.');
    await expect.poll(() => cod.isChecked()).toBe(false);

    await switchScenario(page, 'none', ORDERS);
    await choosePayment(page);
    const order = widget(page).getByRole('button', { name: 'Order Place' });
    for (const [scenario, text] of [
      ['min-amount', 'Minimum order amount is ৳5,000.00'],
      ['coupon-limit', 'Coupon usage limit has been reached.'],
      ['error', 'Server Error'],
      ['network', 'An error occurred while placing the order. Please try again.'],
      ['malformed', 'An error occurred while placing the order. Please try again.'],
    ] as const) {
      await nextFailure(page, scenario, ORDERS);
      await order.click();
      await expect.poll(() => flashTexts(page), { message: scenario }).toContain(text);
      await expect.poll(() => order.isEnabled(), { message: scenario }).toBe(true);
      expect(page.url()).toMatch(/\/checkout\/onepage\?/);
    }
    expect(uncaught(errors)).toEqual([]);
  });
});
