import { describe, expect, test } from 'vitest';
import { openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';

const POST = '/blogs/how-to-choose-the-perfect-panjabi-for-eid';

describe('related-blogs (/blogs/{slug})', () => {
  // Its axe: the desktop sweep's post page as guest (fixtures/quality/sweep-cases.ts).
  test('other posts of the category, never the one being read', async () => {
    const { page, errors } = await openPage(POST, { as: 'guest' });
    await waitForIslands(page);
    const section = page.locator('[data-widget="related-blogs"]').getByRole('region', { name: 'Related Posts' });
    // The island mounts before its list arrives: wait for the first post.
    await section.getByRole('heading').getByRole('link').first().waitFor();
    const hrefs = await section
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain(POST);
    await expect(section.locator('.sf-blog-card__category').first().textContent()).resolves.toBe('Fashion Tips');
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  test('a failed load leaves the section out, nothing uncaught', async () => {
    const { page, errors } = await openPage(POST, { as: 'guest', scenario: 'error', route: '/related-blogs' });
    await waitForIslands(page);
    await expect(page.locator('[data-widget="related-blogs"]').getAttribute('data-widget-state')).resolves.toBe('mounted');
    await untilQuiet(page);
    await expect(page.getByRole('region', { name: 'Related Posts' }).count()).resolves.toBe(0);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
