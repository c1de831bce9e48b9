import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { apiLog, openPage, waitForIslands, type OpenPageOptions } from '../../fixtures/rig/browser';

const uncaught = (errors: string[]) => errors.filter((e) => e.startsWith('pageerror'));
const PATH = '/checkout/onepage';
const ORDERS = '/api/checkout/onepage/orders';
const flashTexts = (page: Page) => page.locator('.sf-flash__text').allTextContents();
const widget = (page: Page) => page.locator('[data-widget="checkout"]');

async function openCheckout(opts: OpenPageOptions & { courier?: boolean } = {}) {
  const { courier, ...rest } = opts;
  const opened = await openPage(`${PATH}?courier=${courier ? 1 : 0}`, { as: 'customer', ...rest });
  await waitForIslands(opened.page);
  await widget(opened.page).getByRole('heading', { name: 'Order Summary' }).waitFor();
  return opened;
}

/** Stores a QA scenario in this page's session after it has loaded (a page request sets it). */
async function switchScenario(page: Page, scenario: string, route: string): Promise<void> {
  await page.evaluate(([s, r]) => fetch(`/hello?scenario=${s}&route=${encodeURIComponent(r!)}`).then((res) => res.text()), [scenario, route]);
}

/** Every save has landed (no step says it is saving). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('.sf-checkout__status')).every((s) => s.textContent === '')))
    .toBe(true);
}

async function chooseSavedAddress(page: Page, name: RegExp = /House 12/) {
  await widget(page).getByRole('radio', { name }).check();
  await widget(page).getByRole('group', { name: 'Shipping Method' }).waitFor();
}

async function chooseShipping(page: Page, name: RegExp = /^Express/) {
  await widget(page).getByRole('group', { name: 'Shipping Method' }).getByRole('radio', { name }).check();
  await widget(page).getByRole('group', { name: 'Payment Method' }).waitFor();
}

async function choosePayment(page: Page) {
  await widget(page).getByRole('radio', { name: /Cash On Delivery/ }).check();
  await settled(page);
}

async function readyToOrder(page: Page) {
  await chooseSavedAddress(page);
  await chooseShipping(page);
  await choosePayment(page);
}

/** Presses Tab until the focused element passes `check` (keyboard only, bounded). */
async function tabTo(page: Page, what: string, check: (el: Element) => boolean): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(`(${check.toString()})(document.activeElement)`);
    if (found) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

async function fillAddressForm(page: Page) {
  const form = widget(page).getByRole('form');
  await form.getByLabel('First Name').fill('Karim');
  await form.getByLabel('Last Name').fill('Mia');
  await form.getByLabel('Telephone').fill('01811000000');
  await form.getByLabel('Street Address').fill('Road 5, Block C');
  await form.getByRole('option', { name: 'Dhaka' }).waitFor({ state: 'attached' });
  await form.getByLabel('City').selectOption({ label: 'Dhaka' });
  await form.getByRole('option', { name: 'Gulshan' }).waitFor({ state: 'attached' });
  await form.getByLabel('State').selectOption({ label: 'Gulshan' });
  await form.getByRole('option', { name: 'Gulshan Bazar' }).waitFor({ state: 'attached' });
  await form.getByLabel('Area').selectOption({ label: 'Gulshan Bazar' });
  await form.getByLabel('Zip/Postcode').fill('1212');
}

describe('checkout: the whole way', () => {
  test('a customer checks out with the keyboard alone', async () => {
    const { page, errors } = await openCheckout();
    await tabTo(page, 'the first saved address', (el) => el instanceof HTMLInputElement && el.type === 'radio' && !!el.closest('label')?.textContent?.includes('House 12'));
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
    await widget(page).getByText(/Karim Mia, Road 5, Block C, Gulshan Bazar, Dhaka, Gulshan 1212/).waitFor();
    expect((await apiLog(page)).some((e) => e.path === '/api/customer/addresses')).toBe(false);
    await chooseShipping(page, /^Regular/);
    await choosePayment(page);
    await widget(page).getByRole('button', { name: 'Order Place' }).click();
    await page.waitForURL(/\/checkout\/onepage\/success$/);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('a customer adds a new address (form axe clean); the list reloads with it chosen', async () => {
    const { page, errors } = await openCheckout();
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
    expect(await flashTexts(page)).toEqual(expect.arrayContaining(['Address Saved Successfully']));
    await expect.poll(() => flashTexts(page)).toContain('Address saved successfully!');
    expect(await widget(page).getByRole('form').count()).toBe(0);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('Order Place with nothing chosen warns and sends nothing', async () => {
    const { page } = await openCheckout();
    await widget(page).getByRole('button', { name: 'Order Place' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Please select a shipping address, shipping method, and payment method.');
    expect((await apiLog(page)).some((e) => e.path === ORDERS)).toBe(false);
  });

  test('changing the address clears shipping and payment: no order without a method (Bagisto #7452)', async () => {
    const { page } = await openCheckout();
    await readyToOrder(page);
    await chooseSavedAddress(page, /Flat 4B/);
    await settled(page);
    expect(await widget(page).getByRole('group', { name: 'Payment Method' }).count()).toBe(0);
    expect(await widget(page).getByRole('radio', { name: /^Express/ }).isChecked()).toBe(false);
    await widget(page).getByRole('button', { name: 'Order Place' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Please select a shipping address, shipping method, and payment method.');
    expect((await apiLog(page)).some((e) => e.path === ORDERS)).toBe(false);
  });
});

describe('checkout: courier', () => {
  test('active: Pathao labels, the fee from /api/calculate-price (multipart, delivery type 12 then 48)', async () => {
    const { page, errors } = await openCheckout({ courier: true });
    await chooseSavedAddress(page);
    const group = widget(page).getByRole('group', { name: 'Shipping Method' });
    expect(await group.getByRole('radio', { name: /Pathao Express/ }).count()).toBe(1);
    expect(await group.getByRole('radio', { name: /Pathao Regular/ }).count()).toBe(1);
    // DevTools does not expose a fetch's multipart body: record what the page actually sends.
    await page.evaluate(() => {
      const w = window as unknown as { sentPrices: Record<string, string>[] };
      w.sentPrices = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        // Whichever form the client uses: fetch(Request) or fetch(url, {body}).
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/api/calculate-price')) {
          const body = input instanceof Request ? await input.clone().formData() : init?.body;
          if (body instanceof FormData) w.sentPrices.push(Object.fromEntries(Array.from(body.entries(), ([k, v]) => [k, String(v)])));
        }
        return original(input, init);
      };
    });
    const sent = () => page.evaluate(() => (window as unknown as { sentPrices: Record<string, string>[] }).sentPrices);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/calculate-price'));
    await chooseShipping(page, /Pathao Express/);
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect.poll(async () => (await sent()).length).toBe(1);
    expect((await sent())[0]).toMatchObject({ zone_name: 'Dhanmondi', zone_id: '101', city_name: 'Dhaka', city_id: '1', delivery_type: '12', total_items: '2', item_count_0: '3', item_count_1: '1' });
    expect((await sent())[0]?.['item_code_1']).toMatch(/\S/);
    const fee = widget(page).locator('.sf-checkout__total', { hasText: 'Courier Delivery Fee' });
    await expect.poll(() => fee.textContent()).toBe('Courier Delivery Fee৳ 100');
    await chooseShipping(page, /Pathao Regular/);
    await expect.poll(async () => (await sent()).length).toBe(2);
    expect((await sent())[1]?.['delivery_type']).toBe('48');
    await expect.poll(() => fee.textContent()).toBe('Courier Delivery Fee৳ 60');
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('inactive: Express and Regular, and the courier is never asked', async () => {
    const { page } = await openCheckout({ courier: false });
    await readyToOrder(page);
    expect(await widget(page).getByRole('radio', { name: /^Express/ }).count()).toBe(1);
    expect(await widget(page).getByText('Pathao').count()).toBe(0);
    expect((await apiLog(page)).some((e) => e.path === '/api/calculate-price')).toBe(false);
  });

  test.each([
    ['error', 'Server Error'],
    ['network', 'An error occurred.'],
  ])('a failed price calculation (%s) warns', async (scenario, text) => {
    const { page } = await openCheckout({ courier: true, scenario, route: '/api/calculate-price' });
    await chooseSavedAddress(page);
    await chooseShipping(page, /Pathao Express/);
    await expect.poll(() => flashTexts(page)).toContain(text);
    expect(await widget(page).locator('.sf-checkout__total', { hasText: 'Courier Delivery Fee' }).count()).toBe(0);
  });
});

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

  test('an unknown code is a warning with the server message, and stays typed', async () => {
    const { page } = await openCheckout();
    const summary = widget(page).getByRole('region', { name: 'Order Summary' });
    await summary.getByLabel('Coupon Code').fill('NOPE');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Coupon code is invalid.');
    expect(await summary.getByLabel('Coupon Code').inputValue()).toBe('NOPE');
  });

  test.each([
    ['422', 'The code field is invalid.'],
    ['error', 'Server Error'],
    ['network', 'Something went wrong. Please try again.'],
  ])('apply failure (%s) shows its message', async (scenario, text) => {
    const { page } = await openCheckout({ scenario, route: '/api/checkout/cart/coupon' });
    const summary = widget(page).getByRole('region', { name: 'Order Summary' });
    await summary.getByLabel('Coupon Code').fill('EID10');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain(text);
  });

  test('a failed removal says so', async () => {
    const { page } = await openCheckout();
    const summary = widget(page).getByRole('region', { name: 'Order Summary' });
    await summary.getByLabel('Coupon Code').fill('EID10');
    await summary.getByRole('button', { name: 'Apply Coupon' }).click();
    await summary.getByRole('button', { name: 'Remove coupon' }).waitFor();
    await switchScenario(page, 'error', '/api/checkout/cart/coupon');
    await summary.getByRole('button', { name: 'Remove coupon' }).click();
    await expect.poll(() => flashTexts(page)).toContain('Failed to remove coupon.');
  });
});

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
    await widget(page).getByRole('radio', { name: /House 12/ }).click();
    await page.waitForURL(/\/checkout\/cart$/);
  });

  test.each([
    ['error', 'Error saving address. Please try again later.'],
    ['422', /^\w[\w.]*: The .* field is invalid\.$/],
  ])('creating an address fails (%s); the typed values stay', async (scenario, text) => {
    const { page } = await openCheckout({ scenario, route: '/customer/account/addresses/create' });
    await widget(page).getByRole('button', { name: 'Add New Address' }).click();
    await fillAddressForm(page);
    await widget(page).getByRole('button', { name: 'Save Address' }).click();
    if (typeof text === 'string') await expect.poll(() => flashTexts(page)).toContain(text);
    else await expect.poll(async () => (await flashTexts(page)).some((t) => text.test(t))).toBe(true);
    expect(await widget(page).getByLabel('First Name').inputValue()).toBe('Karim');
    await expectAxeClean(page, { include: '[data-widget="checkout"]' });
  }, 60_000);

  test.each([
    ['forbidden', 'Failed to save shipping method'],
    ['error', 'Failed to save shipping method. Please try again.'],
  ])('saving the shipping method fails (%s)', async (scenario, text) => {
    const { page } = await openCheckout({ scenario, route: '/api/checkout/onepage/shipping-methods' });
    await chooseSavedAddress(page);
    await widget(page).getByRole('radio', { name: /^Express/ }).click();
    await expect.poll(() => flashTexts(page)).toContain(text);
    expect(page.url()).toMatch(/\/checkout\/onepage/);
    expect(await widget(page).getByRole('group', { name: 'Payment Method' }).count()).toBe(0);
  });

  test('saving the payment method fails', async () => {
    const { page } = await openCheckout({ scenario: 'error', route: '/api/checkout/onepage/payment-methods' });
    await chooseSavedAddress(page);
    await chooseShipping(page);
    await widget(page).getByRole('radio', { name: /Cash On Delivery/ }).click();
    await expect.poll(() => flashTexts(page)).toContain('Failed to save payment method. Please try again.');
    await expect.poll(() => widget(page).getByRole('radio', { name: /Cash On Delivery/ }).isChecked()).toBe(false);
  });

  test.each([
    ['min-amount', 'Minimum order amount is ৳5,000.00'],
    ['coupon-limit', 'Coupon usage limit has been reached.'],
    ['error', 'Server Error'],
    ['network', 'An error occurred while placing the order. Please try again.'],
    ['malformed', 'An error occurred while placing the order. Please try again.'],
  ])('placing the order fails (%s): the message, and Order Place comes back', async (scenario, text) => {
    const { page, errors } = await openCheckout({ scenario, route: ORDERS });
    await readyToOrder(page);
    const order = widget(page).getByRole('button', { name: 'Order Place' });
    await order.click();
    await expect.poll(() => flashTexts(page)).toContain(text);
    await expect.poll(() => order.isEnabled()).toBe(true);
    expect(page.url()).toMatch(/\/checkout\/onepage\?/);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);
});
