// Checkout in Chromium against the fixture shop: whole orders (keyboard only, double clicks,
// guest and new-address flows) and the courier fee. Coupon and SPEC §8 failures: checkout-failures.browser.test.ts.
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog } from '../../fixtures/rig/browser';
import {
  ORDERS,
  flashTexts,
  widget,
  openCheckout,
  settled,
  chooseSavedAddress,
  chooseShipping,
  choosePayment,
  readyToOrder,
  tabTo,
  fillAddressForm,
  dismissFlashes,
  nextFailure,
} from './browser-kit';

describe('checkout: the whole way', () => {
  test('a customer checks out with the keyboard alone', async () => {
    const { page, errors } = await openCheckout();
    await tabTo(
      page,
      'the first saved address',
      (el) => el instanceof HTMLInputElement && el.type === 'radio' && !!el.closest('label')?.textContent?.includes('House 12'),
    );
    await page.keyboard.press('Space');
    await widget(page).getByRole('group', { name: 'Shipping Method' }).waitFor();
    await page.locator('.sf-flash__text', { hasText: 'Address saved successfully!' }).waitFor();
    await tabTo(page, 'the Express method', (el) => el instanceof HTMLInputElement && el.value === 'flatrate_flatrate');
    await page.keyboard.press('Space');
    await widget(page).getByRole('group', { name: 'Payment Method' }).waitFor();
    await tabTo(page, 'cash on delivery', (el) => el instanceof HTMLInputElement && el.value === 'cashondelivery');
    await page.keyboard.press('Space');
    await settled(page);
    await tabTo(page, 'Order Place', (el) => el.textContent === 'Order Place');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/onepage\/success$/);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const log = await apiLog(page);
    expect(log.filter((e) => e.path === ORDERS)).toHaveLength(1);
    expect(log.map((e) => e.path).filter((p) => p.startsWith('/api/checkout/onepage'))).toEqual([
      '/api/checkout/onepage/addresses',
      '/api/checkout/onepage/shipping-methods',
      '/api/checkout/onepage/payment-methods',
      ORDERS,
    ]);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('a double (even triple) click on Order Place sends one order; the button stays disabled while the page leaves', async () => {
    const { page, errors } = await openCheckout({ scenario: 'slow', route: ORDERS });
    await readyToOrder(page);
    const order = widget(page).getByRole('button', { name: 'Order Place' });
    await order.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
      b.click();
    });
    await expect.poll(() => order.isDisabled()).toBe(true);
    await order.dblclick({ force: true });
    await page.waitForURL(/\/checkout\/onepage\/success$/, { timeout: 15_000 });
    expect((await apiLog(page)).filter((e) => e.path === ORDERS)).toHaveLength(1);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('a guest gives the address in the inline form (axe clean, errors too) and orders', async () => {
    const { page, errors } = await openCheckout({ as: 'guest' });
    const form = widget(page).getByRole('form', { name: 'Shipping Address' });
    await form.waitFor();
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText('The First Name field is required').waitFor();
    expect(await form.getByLabel('State').isDisabled()).toBe(true);
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    await fillAddressForm(page);
    await form.getByRole('button', { name: 'Save Address' }).click();
    await widget(page)
      .getByText(/Karim Mia, Road 5, Block C, Gulshan Bazar, Dhaka, Gulshan 1212/)
      .waitFor();
    expect((await apiLog(page)).some((e) => e.path === '/api/customer/addresses')).toBe(false);
    await chooseShipping(page, /^Regular/);
    await choosePayment(page);
    await widget(page).getByRole('button', { name: 'Order Place' }).click();
    await page.waitForURL(/\/checkout\/onepage\/success$/);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('Order Place with nothing chosen warns and sends nothing; changing the address clears shipping and payment: no order without a method (Bagisto #7452); a customer adds a new address (form axe clean), the list reloads with it chosen', async () => {
    const { page, errors } = await openCheckout();
    const warning = 'Please select a shipping address, shipping method, and payment method.';
    await widget(page).getByRole('button', { name: 'Order Place' }).click();
    await expect.poll(() => flashTexts(page)).toContain(warning);
    expect((await apiLog(page)).some((e) => e.path === ORDERS)).toBe(false);

    await dismissFlashes(page);
    await readyToOrder(page);
    // The courier inactive (openCheckout's default): Express and Regular, and the courier is never asked.
    expect(
      await widget(page)
        .getByRole('radio', { name: /^Express/ })
        .count(),
    ).toBe(1);
    expect(await widget(page).getByText('Pathao').count()).toBe(0);
    expect((await apiLog(page)).some((e) => e.path === '/api/calculate-price')).toBe(false);

    await chooseSavedAddress(page, /Flat 4B/);
    await settled(page);
    expect(await widget(page).getByRole('group', { name: 'Payment Method' }).count()).toBe(0);
    expect(
      await widget(page)
        .getByRole('radio', { name: /^Express/ })
        .isChecked(),
    ).toBe(false);
    await dismissFlashes(page);
    await widget(page).getByRole('button', { name: 'Order Place' }).click();
    await expect.poll(() => flashTexts(page)).toContain(warning);
    expect((await apiLog(page)).some((e) => e.path === ORDERS)).toBe(false);

    // A new address, from what the choices above left: its flash is the only one on show.
    await dismissFlashes(page);
    const toggle = widget(page).getByRole('button', { name: 'Add New Address' });
    await toggle.click();
    await widget(page).getByRole('form', { name: 'Add New Address' }).waitFor();
    const back = widget(page).getByRole('button', { name: 'Back' });
    expect(await back.getAttribute('aria-expanded')).toBe('true');
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    await fillAddressForm(page);
    await widget(page).getByRole('button', { name: 'Save Address' }).click();
    const created = widget(page).getByRole('radio', { name: /Karim Mia, Road 5, Block C/ });
    await created.waitFor();
    await expect.poll(() => created.isChecked()).toBe(true);
    await widget(page).getByRole('group', { name: 'Shipping Method' }).waitFor();
    // One success flash for create-and-choose: the create text, no second one once the choice is saved.
    await settled(page);
    expect((await flashTexts(page)).filter((t) => /saved successfully/i.test(t))).toEqual(['Address Saved Successfully']);
    expect(await widget(page).getByRole('form').count()).toBe(0);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});

describe('checkout: courier', () => {
  test('a failed price calculation warns (error for Express, then network for Regular); then active: Pathao labels, the fee from /api/calculate-price (multipart, delivery type 12 then 48)', async () => {
    const route = '/api/calculate-price';
    const { page, errors } = await openCheckout({ courier: true, scenario: 'error', route });
    await chooseSavedAddress(page);
    for (const [scenario, method, text] of [
      ['error', /Pathao Express/, 'Server Error'],
      ['network', /Pathao Regular/, 'An error occurred.'],
    ] as const) {
      await nextFailure(page, scenario, route);
      await chooseShipping(page, method);
      await expect.poll(() => flashTexts(page), { message: scenario }).toContain(text);
      expect(await widget(page).locator('.sf-checkout__total', { hasText: 'Courier Delivery Fee' }).count()).toBe(0);
    }

    // The price calculation answering again: each method chosen asks for its fee.
    await nextFailure(page, 'none', route);
    const group = widget(page).getByRole('group', { name: 'Shipping Method' });
    await expect.poll(() => group.getByRole('radio', { name: /Pathao Express/ }).count()).toBe(1);
    await expect.poll(() => group.getByRole('radio', { name: /Pathao Regular/ }).count()).toBe(1);
    // DevTools does not expose a fetch's multipart body: record what the page actually sends.
    await page.evaluate(() => {
      const w = window as unknown as { sentPrices: Record<string, string>[] };
      w.sentPrices = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        // Whichever form the client uses (fetch(url, {body}), fetch(Request), fetch(Request, {body}),
        // a body as FormData or as its bytes), the Request they make reads back as the form sent.
        const sending = new Request(input instanceof Request ? input.clone() : input, init);
        if (sending.url.endsWith('/api/calculate-price')) {
          const body = await sending.formData();
          w.sentPrices.push(Object.fromEntries(Array.from(body.entries(), ([k, v]) => [k, String(v)])));
        }
        return original(input, init);
      };
    });
    const sent = () => page.evaluate(() => (window as unknown as { sentPrices: Record<string, string>[] }).sentPrices);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/calculate-price'));
    await chooseShipping(page, /Pathao Express/);
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect.poll(async () => (await sent()).length).toBe(1);
    expect((await sent())[0]).toMatchObject({
      zone_name: 'Dhanmondi',
      zone_id: '101',
      city_name: 'Dhaka',
      city_id: '1',
      delivery_type: '12',
      total_items: '2',
      item_count_0: '3',
      item_count_1: '1',
    });
    expect((await sent())[0]?.['item_code_1']).toMatch(/\S/);
    const fee = widget(page).locator('.sf-checkout__total', { hasText: 'Courier Delivery Fee' });
    await expect.poll(() => fee.textContent()).toBe('Courier Delivery Fee৳\u00a0100');
    await chooseShipping(page, /Pathao Regular/);
    await expect.poll(async () => (await sent()).length).toBe(2);
    expect((await sent())[1]?.['delivery_type']).toBe('48');
    await expect.poll(() => fee.textContent()).toBe('Courier Delivery Fee৳\u00a060');
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
