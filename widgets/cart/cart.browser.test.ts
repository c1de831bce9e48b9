import { describe, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage, waitForIslands } from '../../fixtures/rig/browser';
import { flashTexts } from '../../fixtures/rig/flashes';
import { switchScenario } from '../../fixtures/rig/scenario';

const PATH = '/checkout/cart';

async function openCart(as: 'guest' | 'customer' = 'guest', opts: { scenario?: string; route?: string } = {}) {
  const opened = await openPage(PATH, { as, ...opts });
  await waitForIslands(opened.page);
  return opened;
}

const miniCartButton = (page: Page) => page.locator('[data-widget="mini-cart"]').getByRole('button', { name: /Shopping Cart/ });

describe('cart page', () => {
  test('shows the seeded cart, axe clean, and its quantity edits reach the mini cart only after Update cart', async () => {
    const { page, errors } = await openCart('customer');
    const cart = page.locator('[data-widget="cart"]');
    await cart.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await cart.getByRole('table').waitFor();
    await expect.poll(() => cart.getByRole('columnheader').allTextContents()).toEqual(['Product', 'Unit Price', 'Quantity', 'Subtotal', 'Remove']);
    await expectAxeClean(page, { include: '[data-widget="cart"]' });
    const total = await cart.getByTestId('cart-total').textContent();

    const quantity = cart.getByRole('spinbutton', { name: 'Quantity' }).first();
    expect(await quantity.inputValue()).toBe('3');
    await cart.getByRole('button', { name: 'Increase quantity' }).first().click();
    expect(await quantity.inputValue()).toBe('4');
    // Still local: nothing sent, the total unchanged.
    expect((await apiLog(page)).filter((e) => e.method === 'PUT')).toHaveLength(0);
    expect(await cart.getByTestId('cart-total').textContent()).toBe(total);

    await cart.getByRole('button', { name: 'Update cart' }).dblclick();
    await page.locator('.sf-flash__text', { hasText: 'Quantity updated successfully' }).waitFor();
    await expect.poll(() => cart.getByTestId('cart-total').textContent()).not.toBe(total);
    expect((await apiLog(page)).filter((e) => e.method === 'PUT' && e.path === '/api/checkout/cart')).toHaveLength(1);

    await miniCartButton(page).click();
    await page.getByRole('region', { name: 'Shopping Cart' }).getByText('Qty: 4').waitFor();
    expect(uncaught(errors)).toEqual([]);
  });

  test('one PUT and one flash per press on a 6× slowed CPU: two taps in one frame, a double click ending after the answer', async () => {
    const { page, context } = await openCart('customer');
    const cart = page.locator('[data-widget="cart"]');
    const update = cart.getByRole('button', { name: 'Update cart' });
    const plus = cart.getByRole('button', { name: 'Increase quantity' }).first();
    await update.waitFor();
    const isPut = (request: Request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/checkout/cart';
    const firstLine = (request: Request) => Object.values((request.postDataJSON() as { qty: Record<string, number> }).qty)[0];
    const flashesShown = () => page.evaluate(() => (window as Window & { flashesShown?: number }).flashesShown);
    const puts: Request[] = [];
    page.on('request', (request) => void (isPut(request) && puts.push(request)));
    // Every flash that appears, counted in the page: one may leave (5 s) before the count is read.
    await page.evaluate(() => {
      const w = window as Window & { flashesShown?: number };
      w.flashesShown = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof Element) w.flashesShown! += node.querySelectorAll('.sf-flash__text').length;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

    await plus.click();
    const box = (await update.boundingBox())!;
    const press = (clickCount: number) =>
      (['mousePressed', 'mouseReleased'] as const).map((type) =>
        cdp.send('Input.dispatchMouseEvent', { type, x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left', clickCount }),
      );
    // Two taps sent as one batch: the second reaches the page before the first one's answer, within its frame.
    const first = page.waitForResponse((response) => isPut(response.request()));
    await Promise.all([...press(1), ...press(1)]);
    await first;
    await page.locator('.sf-flash__text', { hasText: 'Quantity updated successfully' }).waitFor();
    // The second click of a double click, after the answer re-enabled the button: the same press.
    await expect.poll(() => update.isEnabled()).toBe(true);
    await Promise.all(press(2));

    // A later press with a new quantity is the next write: any PUT the presses above let through came first.
    await plus.click();
    const next = page.waitForResponse((response) => isPut(response.request()) && firstLine(response.request()) === 5);
    await update.click();
    await next;
    await expect.poll(flashesShown).toBeGreaterThanOrEqual(2);
    expect(puts.map(firstLine)).toEqual([4, 5]);
    expect(await flashesShown()).toBe(2);
  });

  test('deleting asks first (dialog axe clean, Escape cancels), then the row and the mini cart badge go at once; the last leaves the empty cart', async () => {
    const { page, errors } = await openCart('guest');
    const cart = page.locator('[data-widget="cart"]');
    await cart.getByRole('table').waitFor();
    await expect.poll(() => miniCartButton(page).textContent()).toContain('2');
    const remove = cart.getByRole('button', { name: 'Remove' }).last();
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText('Once deleted, you will not be able to recover.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.sf-flash__text', { hasText: 'removed' }).waitFor();
    await expect.poll(() => cart.getByRole('row').count()).toBe(2); // header + one item
    // The Remove button that opened the dialog went with its row: focus goes to the page's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Shopping Cart');
    await expect.poll(() => miniCartButton(page).textContent()).toMatch(/1\s*item/);
    const log = await apiLog(page);
    expect(log.filter((e) => e.method === 'POST' && e.path === '/api/checkout/cart')).toHaveLength(1);

    // Deleting the last item leaves the empty cart, in the page and the mini cart.
    await cart.getByRole('button', { name: 'Remove' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await cart.getByText('Your Cart is Empty!').waitFor();
    await expect.poll(() => miniCartButton(page).textContent()).toMatch(/0\s*items/);
    expect(uncaught(errors)).toEqual([]);
  });

  test('an empty cart says so, axe clean', async () => {
    const { page, errors } = await openCart('guest', { scenario: 'empty', route: '/api/checkout/cart' });
    const cart = page.locator('[data-widget="cart"]');
    await cart.getByText('Your Cart is Empty!').waitFor();
    expect(await cart.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    await expectAxeClean(page, { include: '[data-widget="cart"]' });
    expect(uncaught(errors)).toEqual([]);
  });

  test('a slow cart shows the loading text first', async () => {
    const { page } = await openPage(PATH, { scenario: 'slow', route: '/api/checkout/cart' });
    await page.locator('[data-widget="cart"]').getByText('Loading your Cart....').waitFor();
    await page.locator('[data-widget="cart"]').getByRole('table').waitFor({ timeout: 10_000 });
  });

  test('an update the server refuses (200 without items) flashes its message and keeps the edit', async () => {
    const { page, errors } = await openCart('guest');
    const cart = page.locator('[data-widget="cart"]');
    await cart.getByRole('table').waitFor();
    const quantity = cart.getByRole('spinbutton', { name: 'Quantity' }).last();
    // More than the stock: Bagisto answers 200 {data: {message}}. Raised from the keyboard (↑ on
    // the field): 60 clicks of the + button cost a hit test and two frames each, and the button's
    // step is the first test's.
    const start = Number(await quantity.inputValue());
    await quantity.focus();
    for (let i = 0; i < 60; i += 1) await page.keyboard.press('ArrowUp');
    const wanted = await quantity.inputValue();
    expect(Number(wanted)).toBe(start + 60);
    await cart.getByRole('button', { name: 'Update cart' }).click();
    await page.locator('.sf-flash__text', { hasText: 'The requested quantity is not available' }).waitFor();
    expect(await quantity.inputValue()).toBe(wanted);
    expect(uncaught(errors)).toEqual([]);
  });

  // A failed update and a failed delete on one page, each under its own failure: the texts differ,
  // so each flash is the one its action raised. The other pairing is the second case.
  test.each([
    ['error', 'network', 'Server Error', 'An error occurred while removing the item from your cart.'],
    ['network', 'error', 'An error occurred', 'Server Error'],
  ])(
    'a failed update (%s) flashes and keeps the edit; a failed delete (%s) flashes the SPEC text and keeps the item and the edits',
    async (updateScenario, deleteScenario, updateText, deleteText) => {
      const { page, errors } = await openCart('guest');
      const cart = page.locator('[data-widget="cart"]');
      await cart.getByRole('table').waitFor();
      await cart.getByRole('button', { name: 'Increase quantity' }).first().click();
      await switchScenario(page, updateScenario, '/api/checkout/cart');
      await cart.getByRole('button', { name: 'Update cart' }).click();
      await expect.poll(() => flashTexts(page)).toContain(updateText);
      expect(await cart.getByRole('spinbutton', { name: 'Quantity' }).first().inputValue()).toBe('4');

      expect(await flashTexts(page)).not.toContain(deleteText);
      await switchScenario(page, deleteScenario, '/api/checkout/cart');
      await cart.getByRole('button', { name: 'Remove' }).last().click();
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => flashTexts(page)).toContain(deleteText);
      await expect.poll(() => cart.getByRole('row').count()).toBe(3);
      expect(await cart.getByRole('spinbutton', { name: 'Quantity' }).first().inputValue()).toBe('4');
      await expectAxeClean(page, { include: '[data-widget="cart"]' });
      expect(uncaught(errors)).toEqual([]);
    },
  );
});
