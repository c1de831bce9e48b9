import { describe, expect, test } from 'vitest';
import { fixturePageUrl, newPage, openPage, uncaught, waitForIslands } from '../../fixtures/rig/browser';

// A customer's count on /home: featured-categories.browser.test.ts, with the home page's other header islands.
describe('compare-count', () => {
  test('guest: another tab adding to compare updates this tab', async () => {
    const { page, context, errors } = await openPage('/gallery/compare-count', { as: 'guest' });
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Compare, 0 items' }).waitFor();
    const other = await newPage(context);
    await other.goto(fixturePageUrl('/home'));
    await waitForIslands(other);
    await other.getByRole('list', { name: 'Trending Products' }).getByRole('button', { name: 'Add to compare' }).first().click();
    await other.getByRole('link', { name: 'Compare, 1 item' }).waitFor();
    await page.getByRole('link', { name: 'Compare, 1 item' }).waitFor();
    expect(uncaught(errors)).toEqual([]);
  });

  test('guest: a corrupt compare_items counts as empty, nothing uncaught', async () => {
    const { page, errors } = await openPage('/gallery/compare-count', { as: 'guest' });
    await page.evaluate(() => localStorage.setItem('compare_items', '{not json'));
    await page.reload();
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Compare, 0 items' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('compare_items'))).resolves.toBe('[]');
    expect(uncaught(errors)).toEqual([]);
  });

  for (const scenario of ['error', 'malformed']) {
    test(`customer, ${scenario}: the badges stay at 0, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/home', { as: 'customer', scenario, route: '/api/c' });
      await waitForIslands(page);
      await page.getByRole('link', { name: 'Compare, 0 items' }).waitFor();
      await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
