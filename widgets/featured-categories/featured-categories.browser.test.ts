// The home page as a whole (featured categories, trending, flash deals under the shop header),
// plus featured-categories' own scenarios. The whole page's axe as it loads, as guest and as
// customer, badges included: the desktop sweep's (fixtures/quality/sweep-cases.ts).
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands, type Role } from '../../fixtures/rig/browser';

describe('home page', () => {
  for (const as of ['guest', 'customer'] as Role[]) {
    test(`${as}: every home and header island mounts, no error${as === 'guest' ? '; featured category cards link to their category page with logo, cut name and count' : "; the header's wishlist and compare badges show the server's counts and link to their pages"}`, async () => {
      const { page, errors } = await openPage('/home', { as });
      await waitForIslands(page);
      const states = await page.$$eval('[data-widget]', (els) =>
        els.map((el) => `${el.getAttribute('data-widget')}=${el.getAttribute('data-widget-state')}`),
      );
      for (const name of ['featured-categories', 'trending-products', 'flash-deals', 'topbar', 'category-menu', 'wishlist-count', 'compare-count']) {
        expect(states).toContain(`${name}=mounted`);
      }
      await expect(page.getByRole('heading', { name: 'Featured Categories' }).isVisible()).resolves.toBe(true);
      await page.getByRole('list', { name: 'Trending Products' }).waitFor();
      await page.getByRole('list', { name: 'Top Deals' }).waitFor();
      await page.getByRole('list', { name: 'More Deals' }).waitFor();
      expect(errors).toEqual([]);
      if (as === 'customer') {
        // The badges (wishlist-count, compare-count); their axe is the sweep's whole page.
        await expect(page.getByRole('link', { name: 'Wishlist, 3 items' }).getAttribute('href')).resolves.toBe('/customer/wishlist');
        await expect(page.getByRole('link', { name: 'Compare, 2 items' }).getAttribute('href')).resolves.toBe('/compare');
        return;
      }

      // The guest's home page, read on: the cards link to their category page.
      const card = page.getByRole('link', { name: /^Home & Living, \d+ items$/ });
      await expect(card.getAttribute('href')).resolves.toBe('/categories/home-living');
      await expect(card.innerText()).resolves.toContain('Home & Livin...');
      // No logo_path: the placeholder image, never a broken /storage/null.
      await expect(card.locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/svg/);
      await expect(page.getByRole('link', { name: /^Root/i }).count()).resolves.toBe(0);
      await Promise.all([page.waitForURL('**/categories/home-living'), card.click()]);
    });
  }
});

describe('featured-categories scenarios', () => {
  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: the section stays, the list is empty, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/featured-categories', { as: 'guest', scenario, route: '/home/category' });
      await waitForIslands(page);
      await page.getByText('No categories to show right now.').waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Featured Categories' }).count()).toBe(1);
      await expectAxeClean(page, { include: '[data-widget="featured-categories"]' });
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
