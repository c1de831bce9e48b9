// Trending on /home: paging, add to cart reaching the mini cart, compare and wishlist
// updating the header badges live, for a guest and a customer (one home page each).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage, waitForIslands } from '../../fixtures/rig/browser';
import { simpleTrendingCard } from '../../fixtures/rig/trending-card';

async function home(as: 'guest' | 'customer') {
  const opened = await openPage('/home', { as });
  await waitForIslands(opened.page);
  await opened.page.getByRole('list', { name: 'Trending Products' }).waitFor();
  return opened;
}

const badge = async (page: Page, name: RegExp) => (await page.getByRole('link', { name }).getAttribute('aria-label')) ?? '';
const countOf = (label: string) => Number(/(\d+) items?/.exec(label)?.[1]);

/** Add To Cart on a simple trending card: the mini cart counts one more and lists it (left closed). */
async function expectAddedToCart(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Shopping Cart, \d+ items?$/ });
  const before = countOf((await toggle.textContent()) ?? '');
  const card = await simpleTrendingCard(page);
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  const after = before + 1;
  await page.getByRole('button', { name: `Shopping Cart, ${after} ${after === 1 ? 'item' : 'items'}` }).waitFor();
  await page.getByRole('button', { name: /^Shopping Cart/ }).click();
  const name = (await card.getByRole('heading').locator('a').getAttribute('title')) ?? '';
  await page.getByRole('region', { name: 'Shopping Cart' }).getByText(name).waitFor();
  await page.keyboard.press('Escape');
}

describe('trending-products', () => {
  test('guest: 5 per page, page size 10 and 15, pages; Add To Cart reaches the mini cart; compare stored in compare_items, the badge follows at once, a repeat warns; wishlist sends to the login page, no wishlist request', async () => {
    const { page, errors } = await home('guest');
    const list = page.getByRole('list', { name: 'Trending Products' });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(5);
    const size = page.getByRole('combobox', { name: 'Per page' });
    await size.selectOption('10');
    await expect.poll(() => list.locator(':scope > li').count()).toBe(10);
    await size.selectOption('15');
    await expect.poll(() => list.locator(':scope > li').count()).toBe(15);
    await size.selectOption('5');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect.poll(() => list.locator(':scope > li').count()).toBe(5);
    expect(errors).toEqual([]);

    await expectAddedToCart(page);

    await page.getByRole('link', { name: 'Compare, 0 items' }).waitFor();
    const card = await simpleTrendingCard(page);
    const id = Number(await card.getAttribute('data-product-id'));
    await card.getByRole('button', { name: 'Add to compare' }).click();
    await page.getByRole('link', { name: 'Compare, 1 item' }).waitFor();
    await page.getByText('Added to compare').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('compare_items'))).resolves.toBe(JSON.stringify([id]));
    await card.getByRole('button', { name: 'Add to compare' }).click();
    await page.getByText('Already in compare').waitFor();
    await expect(badge(page, /^Compare, /)).resolves.toBe('Compare, 1 item');
    expect(uncaught(errors)).toEqual([]);

    // Last: it leaves the page.
    await expect(badge(page, /^Wishlist, /)).resolves.toBe('Wishlist, 0 items');
    await Promise.all([page.waitForURL('**/customer/login'), card.getByRole('button', { name: 'Add to wishlist' }).click()]);
    const log = await apiLog(page);
    expect(log.filter((e) => e.path === '/api/customer/wishlist')).toEqual([]);
  }, 60_000);

  test('customer: Add To Cart reaches the mini cart; compare and wishlist saved on the server, the badges follow at once', async () => {
    const { page, errors } = await home('customer');
    await expectAddedToCart(page);

    await page.getByRole('link', { name: 'Compare, 2 items' }).waitFor();
    const card = await simpleTrendingCard(page);
    await card.getByRole('button', { name: 'Add to compare' }).click();
    await page.getByRole('link', { name: 'Compare, 3 items' }).waitFor();
    const log = await apiLog(page);
    expect(log.some((e) => e.method === 'POST' && e.path === '/api/compare-items')).toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('compare_items'))).resolves.toBeNull();

    await page.getByRole('link', { name: 'Wishlist, 3 items' }).waitFor();
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByRole('link', { name: 'Wishlist, 4 items' }).waitFor();
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: an empty list, no pagination, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/trending-products', { as: 'guest', scenario, route: '/home/products' });
      await waitForIslands(page);
      await page.getByText('No products to show right now.').waitFor();
      await expect(page.getByRole('combobox', { name: 'Per page' }).count()).resolves.toBe(0);
      await expectAxeClean(page, { include: '[data-widget="trending-products"]' });
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
