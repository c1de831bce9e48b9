// Checkout in Chromium against the fixture shop: every SPEC §8 failure of the checkout
// calls, each with its exact text and nothing chosen lost.
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught } from '../../fixtures/rig/browser';
import { ORDERS, flashTexts, widget, openCheckout, chooseSavedAddress, chooseShipping, readyToOrder, fillAddressForm } from './browser-kit';

describe('checkout: SPEC §8 failures', () => {
  test.each([['error'], ['network']])('saving the address fails (%s)', async (scenario) => {
    const { page, errors } = await openCheckout({ scenario, route: '/api/checkout/onepage/addresses' });
    const radio = widget(page).getByRole('radio', { name: /House 12/ });
    await radio.click(); // not check(): the failure unchecks it again
    await expect.poll(() => flashTexts(page)).toContain('Failed to save selected address.');
    await expect.poll(() => radio.isChecked()).toBe(false);
    expect(await widget(page).getByRole('group', { name: 'Shipping Method' }).count()).toBe(0);
    expect(uncaught(errors)).toEqual([]);
  });

  test('a guest who may not check out is sent to the login page', async () => {
    const { page } = await openCheckout({ as: 'guest', scenario: 'guest-denied', route: '/api/checkout/onepage/addresses' });
    await fillAddressForm(page);
    await widget(page).getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(/\/customer\/login/);
  });

  test('a cart error on the address call goes back to the cart', async () => {
    const { page } = await openCheckout({ scenario: 'cart-error', route: '/api/checkout/onepage/addresses' });
    await widget(page)
      .getByRole('radio', { name: /House 12/ })
      .click();
    await page.waitForURL(/\/checkout\/cart$/);
  });

  test.each([
    ['error', 'Error saving address. Please try again later.'],
    ['422', /^\w[\w.]*: The .* field is invalid\.$/],
  ])(
    'creating an address fails (%s); the typed values stay',
    async (scenario, text) => {
      const { page } = await openCheckout({ scenario, route: '/customer/account/addresses/create' });
      await widget(page).getByRole('button', { name: 'Add New Address' }).click();
      await fillAddressForm(page);
      await widget(page).getByRole('button', { name: 'Save Address' }).click();
      if (typeof text === 'string') await expect.poll(() => flashTexts(page)).toContain(text);
      else await expect.poll(async () => (await flashTexts(page)).some((t) => text.test(t))).toBe(true);
      expect(await widget(page).getByLabel('First Name').inputValue()).toBe('Karim');
      await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    },
    60_000,
  );

  test.each([
    ['forbidden', 'Failed to save shipping method'],
    ['error', 'Failed to save shipping method. Please try again.'],
  ])('saving the shipping method fails (%s)', async (scenario, text) => {
    const { page } = await openCheckout({ scenario, route: '/api/checkout/onepage/shipping-methods' });
    await chooseSavedAddress(page);
    await widget(page)
      .getByRole('radio', { name: /^Express/ })
      .click();
    await expect.poll(() => flashTexts(page)).toContain(text);
    expect(page.url()).toMatch(/\/checkout\/onepage/);
    expect(await widget(page).getByRole('group', { name: 'Payment Method' }).count()).toBe(0);
  });

  test('saving the payment method fails', async () => {
    const { page } = await openCheckout({ scenario: 'error', route: '/api/checkout/onepage/payment-methods' });
    await chooseSavedAddress(page);
    await chooseShipping(page);
    await widget(page)
      .getByRole('radio', { name: /Cash On Delivery/ })
      .click();
    await expect.poll(() => flashTexts(page)).toContain('Failed to save payment method. Please try again.');
    await expect
      .poll(() =>
        widget(page)
          .getByRole('radio', { name: /Cash On Delivery/ })
          .isChecked(),
      )
      .toBe(false);
  });

  test.each([
    ['min-amount', 'Minimum order amount is ৳5,000.00'],
    ['coupon-limit', 'Coupon usage limit has been reached.'],
    ['error', 'Server Error'],
    ['network', 'An error occurred while placing the order. Please try again.'],
    ['malformed', 'An error occurred while placing the order. Please try again.'],
  ])(
    'placing the order fails (%s): the message, and Order Place comes back',
    async (scenario, text) => {
      const { page, errors } = await openCheckout({ scenario, route: ORDERS });
      await readyToOrder(page);
      const order = widget(page).getByRole('button', { name: 'Order Place' });
      await order.click();
      await expect.poll(() => flashTexts(page)).toContain(text);
      await expect.poll(() => order.isEnabled()).toBe(true);
      expect(page.url()).toMatch(/\/checkout\/onepage\?/);
      expect(uncaught(errors)).toEqual([]);
    },
    60_000,
  );
});
