import { describe, expect, test } from 'vitest';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const hook = '[data-widget="category-sidebar"]';

describe('category-sidebar', () => {
  // Its axe: the desktop gallery sweep's /gallery/category-sidebar (fixtures/quality/sweep-cases.ts).
  test("lists the categories without 'root', marks the current one, links to /categories/{slug}", async () => {
    const { page, errors } = await openPage('/gallery/category-sidebar', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await nav.getByRole('link').first().waitFor();
    const links = await nav
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]));
    expect(links.length).toBeGreaterThan(3);
    expect(links.some(([name]) => /^root$/i.test(String(name)))).toBe(false);
    expect(links).toContainEqual(["Men's Fashion", '/categories/mens-fashion', 'page']);
    expect(links.filter(([, , current]) => current === 'page')).toHaveLength(1);
    await Promise.all([page.waitForURL('**/categories/electronics'), nav.getByRole('link', { name: 'Electronics' }).click()]);
    expect(uncaught(errors)).toEqual([]);
  });

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: an empty list, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/category-sidebar', { as: 'guest', scenario });
      await waitForIslands(page, { timeout: 20_000 });
      await page.getByRole('navigation', { name: 'Categories' }).waitFor();
      await page.locator(`${hook} .sf-spinner`).waitFor({ state: 'detached' });
      await expect(page.locator(hook).getByRole('link').count()).resolves.toBe(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
