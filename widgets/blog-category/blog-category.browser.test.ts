import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { openPage, waitForIslands } from '../../fixtures/rig/browser';

describe('blog-category (/blog/categories/{slug})', () => {
  test("the category's posts, 12 per page", async () => {
    const { page, errors } = await openPage('/blog/categories/shop-news', { as: 'customer' });
    await waitForIslands(page);
    const hook = page.locator('[data-widget="blog-category"]');
    await expect.poll(() => hook.getByRole('article').count()).toBe(12);
    const categoryLinks = await hook.locator('.sf-blog-card__category').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(new Set(categoryLinks)).toEqual(new Set(['/blog/categories/shop-news']));
    const nav = hook.getByRole('navigation', { name: 'Shop News pages' });
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => hook.getByRole('article').count()).toBe(3);
    await expectAxeClean(page, { include: '[data-widget="blog-category"]' });
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  test('a small category has no pagination', async () => {
    const { page } = await openPage('/blog/categories/recipes', { as: 'guest' });
    await waitForIslands(page);
    const hook = page.locator('[data-widget="blog-category"]');
    await expect.poll(() => hook.getByRole('article').count()).toBe(6);
    await expect(hook.getByRole('navigation').count()).resolves.toBe(0);
  });
});
