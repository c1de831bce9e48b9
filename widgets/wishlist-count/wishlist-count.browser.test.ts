import { describe, expect, test } from 'vitest';
import { apiLog, openPage, waitForIslands } from '../../fixtures/rig/browser';

// A customer's count on /home: featured-categories.browser.test.ts, with the home page's other header islands.
describe('wishlist-count', () => {
  test('guest: 0 and no wishlist request', async () => {
    const { page, errors } = await openPage('/gallery/wishlist-count', { as: 'guest' });
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
    const log = await apiLog(page);
    expect(log.filter((e) => e.path.startsWith('/api/customer/wishlist'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
