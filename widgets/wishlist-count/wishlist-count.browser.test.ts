import { describe, expect, test } from 'vitest';
import { apiLog, openPage, waitForIslands } from '../../fixtures/rig/browser';
import { expectCountBadge } from '../../fixtures/rig/header-badge';

describe('wishlist-count', () => {
  test("customer: the header shows the server's count and links to /customer/wishlist", async () => {
    const { page, errors } = await openPage('/home', { as: 'customer' });
    await waitForIslands(page);
    await expectCountBadge(page, 'Wishlist, 3 items', '/customer/wishlist', '[data-widget="wishlist-count"]');
    expect(errors).toEqual([]);
  });

  test('guest: 0 and no wishlist request', async () => {
    const { page, errors } = await openPage('/gallery/wishlist-count', { as: 'guest' });
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
    const log = await apiLog(page);
    expect(log.filter((e) => e.path.startsWith('/api/customer/wishlist'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
