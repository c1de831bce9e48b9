// Category and brand pages after a filter: the scroll to the results, SPEC §8 scenarios with Reset,
// a failed filter call, add to cart reaching the mini cart, and the brand page's own filters.
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';
import { EMPTY, grid, listingCalls, settled } from './browser-kit';

describe('category page', () => {
  test('after a filter the page scrolls to the results, with and without reduced motion', async () => {
    const { page } = await openPage('/categories/mens-fashion', { as: 'guest', viewport: { width: 1280, height: 600 } });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const top = () => page.locator('[data-widget="product-listing"] .sf-listing').evaluate((el) => el.getBoundingClientRect().top);
    // One page, one filter per motion preference: the second starts scrolled back to the sizes.
    for (const [reducedMotion, name, query] of [
      ['no-preference', 'XL', /size_id=4/],
      ['reduce', 'L', /size_id=[^&]*3/],
    ] as const) {
      await page.emulateMedia({ reducedMotion });
      const size = page.getByRole('button', { name, exact: true });
      await size.scrollIntoViewIfNeeded();
      expect(await top()).toBeLessThan(0);
      await size.click();
      await page.waitForURL(query);
      await page.waitForFunction(() => {
        const t = document.querySelector('[data-widget="product-listing"] .sf-listing')!.getBoundingClientRect().top;
        return t >= 0 && t < 100;
      });
      await settled(page);
    }
  });

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: the SPEC empty text with Reset, axe clean, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest', scenario, route: '/categories/products' });
      await waitForIslands(page, { timeout: 20_000 });
      await page.getByText(EMPTY).waitFor();
      await expect(page.getByRole('button', { name: 'Reset' }).isVisible()).resolves.toBe(true);
      await expectAxeClean(page, { include: '[data-widget="product-listing"]' });
      expect(uncaught(errors)).toEqual([]);
    });
  }

  test('Reset reloads the products without filters (the default price range)', async () => {
    const { page } = await openPage('/categories/mens-fashion?min_price=0&max_price=10', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await page.getByText(EMPTY).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await grid(page).waitFor();
    expect(new URL(page.url()).search).not.toContain('max_price');
    expect((await listingCalls(page, '/categories/products/2')).at(-1)?.query).toEqual({ min_price: '0', max_price: '100000' });
  });

  test('a failed filter call leaves the price slider only; the listing still works: add to cart from a card reaches the mini cart', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest', scenario: 'error', route: '/category-filter' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    await page.getByRole('slider', { name: 'Maximum price' }).waitFor();
    await expect(page.getByRole('group', { name: /Brand|Color|Size/ }).count()).resolves.toBe(0);

    const toggle = page.locator('[data-widget="mini-cart"]').getByRole('button', { name: /Shopping Cart/ });
    const count = async () => Number(await toggle.getByTestId('cart-count').innerText());
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]') !== null);
    const before = await count();
    const card = grid(page)
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
      .first();
    const name = (await card.locator('.sf-card__name a').getAttribute('title'))!;
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="cart-count"]')?.textContent) === n, before + 1);
    await toggle.click();
    await page.getByRole('region', { name: 'Shopping Cart' }).getByText(name).waitFor();
    expect(await count()).toBe(before + 1);
    expect(uncaught(errors)).toEqual([]);
  });
});

describe('brand page', () => {
  test('price, colour and size filters only; main grid links by slug; axe clean', async () => {
    const { page, errors } = await openPage('/brands/8', { as: 'customer' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    await page.getByRole('group', { name: 'Color' }).waitFor();
    await expect(page.getByRole('group', { name: 'Brand' }).count()).resolves.toBe(0);
    const href = await grid(page).locator('.sf-card__name a').first().getAttribute('href');
    expect(href).toMatch(/^\/products\/[\w-]+$/);
    await expectAxeClean(page);

    await page.getByRole('group', { name: 'Size' }).getByRole('button').first().click();
    await page.waitForURL(/size_id=/);
    const last = async () => (await listingCalls(page, '/brand/products/8')).at(-1)?.query ?? {};
    await expect.poll(async () => 'size_id' in (await last())).toBe(true);
    expect(await last()).not.toHaveProperty('brand_id');
    expect(uncaught(errors)).toEqual([]);
  });

  test('a brand whose filter names price only shows no other section', async () => {
    const { page } = await openPage('/brands/5', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await page.getByRole('slider', { name: 'Minimum price' }).waitFor();
    await untilQuiet(page);
    await expect(page.getByRole('group', { name: /Color|Size|Brand/ }).count()).resolves.toBe(0);
  });
});
