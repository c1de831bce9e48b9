// The checkout page as the browser tests drive it: opening it as a customer, the QA scenario
// switch, and the shopper's steps (choose an address, a shipping method, a payment method).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, waitForIslands, type OpenPageOptions } from '../../fixtures/rig/browser';
export { dismissFlashes, flashTexts } from '../../fixtures/rig/flashes';
export { nextFailure, switchScenario } from '../../fixtures/rig/scenario';

const PATH = '/checkout/onepage';
export const ORDERS = '/api/checkout/onepage/orders';
export const widget = (page: Page) => page.locator('[data-widget="checkout"]');

export async function openCheckout(opts: OpenPageOptions & { courier?: boolean } = {}) {
  const { courier, ...rest } = opts;
  const opened = await openPage(`${PATH}?courier=${courier ? 1 : 0}`, { as: 'customer', ...rest });
  await waitForIslands(opened.page);
  await widget(opened.page).getByRole('heading', { name: 'Order Summary' }).waitFor();
  return opened;
}

/** Every save has landed (no step says it is saving). */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('.sf-checkout__status')).every((s) => s.textContent === '')))
    .toBe(true);
}

export async function chooseSavedAddress(page: Page, name: RegExp = /House 12/) {
  await widget(page).getByRole('radio', { name }).check();
  await widget(page).getByRole('group', { name: 'Shipping Method' }).waitFor();
}

export async function chooseShipping(page: Page, name: RegExp = /^Express/) {
  await widget(page).getByRole('group', { name: 'Shipping Method' }).getByRole('radio', { name }).check();
  await widget(page).getByRole('group', { name: 'Payment Method' }).waitFor();
}

export async function choosePayment(page: Page) {
  await widget(page)
    .getByRole('radio', { name: /Cash On Delivery/ })
    .check();
  await settled(page);
}

export async function readyToOrder(page: Page) {
  await chooseSavedAddress(page);
  await chooseShipping(page);
  await choosePayment(page);
}

/** Presses Tab until the focused element passes `check` (keyboard only, bounded). */
export async function tabTo(page: Page, what: string, check: (el: Element) => boolean): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(`(${check.toString()})(document.activeElement)`);
    if (found) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

export async function fillAddressForm(page: Page) {
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
