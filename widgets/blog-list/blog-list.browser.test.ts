import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';

const pwned = (page: import('playwright-core').Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null);

describe('blog-list (/blog)', () => {
  test('a hostile post shows as text and nothing in it runs; lead post, 6 posts per page, paging and page sizes, links to posts and categories; a post with a broken thumbnail list shows the placeholder', async () => {
    const { page, errors } = await openPage('/blog', { as: 'guest' });
    await waitForIslands(page);
    const hook = page.locator('[data-widget="blog-list"]');
    const featured = page.getByRole('region', { name: 'Featured Posts' });
    const card = featured.getByRole('article').filter({ hasText: 'Best Budget Earbuds' });
    await expect(card.locator('.sf-blog-card__excerpt').textContent()).resolves.toBe('Win a prize! Claim');
    await expect(hook.locator('script, iframe, [onerror], a[href^="javascript"]').count()).resolves.toBe(0);
    await untilQuiet(page);
    await expect(pwned(page)).resolves.toBeNull();

    const lead = hook.getByRole('region', { name: 'Latest post' });
    await expect.poll(() => lead.getByRole('heading', { level: 2 }).count()).toBe(1);
    const posts = hook.getByRole('list', { name: /^Posts, page/ });
    await expect.poll(() => posts.getByRole('article').count()).toBe(6);
    const firstHref = await posts.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
    expect(firstHref).toMatch(/^\/blogs\/[a-z0-9-]+$/);

    const nav = hook.getByRole('navigation', { name: 'Blog pages' });
    await nav.getByRole('button', { name: 'Page 2' }).click();
    await expect(posts.getAttribute('aria-label')).resolves.toMatch(/^Posts, page 2 of/);
    await expect(posts.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href')).resolves.not.toBe(firstHref);
    // Keyboard users land on the new page, not on the pagination (moved there a frame after the click).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('More Posts');

    await nav.getByRole('combobox', { name: 'Per page' }).selectOption('20');
    await expect.poll(() => posts.getByRole('article').count()).toBe(20);
    await expect.poll(() => nav.getByRole('combobox', { name: 'Per page' }).locator('option').allTextContents()).toEqual(['10', '20', '30']);

    const categories = hook.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Shop News' }).getAttribute('href')).resolves.toBe('/blog/categories/shop-news');
    await expect.poll(() => hook.getByRole('region', { name: 'Trending Posts' }).getByRole('link').count()).toBeGreaterThan(0);
    await expectAxeClean(page, { include: '[data-widget="blog-list"]' });

    await hook.getByRole('combobox', { name: 'Per page' }).selectOption('30');
    const broken = hook.getByRole('article').filter({ hasText: 'Power Banks: Capacity, Safety and Myths' }).first();
    await expect(broken.locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/);
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  for (const scenario of ['error', 'malformed', 'empty']) {
    test(`${scenario} on /all/blogs: an empty blog, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/blog', { as: 'guest', scenario, route: '/all/blogs' });
      await waitForIslands(page);
      await page.getByText('No blog posts yet.').waitFor();
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
