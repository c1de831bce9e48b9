import { describe, expect, test } from 'vitest';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

describe('flash-deals', () => {
  // Its axe: the desktop gallery sweep's /gallery/flash-deals (fixtures/quality/sweep-cases.ts).
  test('top deals with a running, quiet countdown; the campaign tile; more deals cut at 37', async () => {
    const { page, errors } = await openPage('/gallery/flash-deals', { as: 'guest' });
    await waitForIslands(page);
    await page.getByText('Special products in this month').waitFor();
    const top = page.getByRole('list', { name: 'Top Deals' });
    const timer = top.getByRole('timer').first();
    await expect(timer.getAttribute('aria-live')).resolves.toBe('off');
    await expect(timer.getAttribute('aria-label')).resolves.toMatch(/^Deal ends in \d+ days?, \d+ hours?, \d+ minutes?$/);
    const first = await timer.textContent();
    // The countdown ticks every second.
    await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(first);
    const tile = page.getByRole('link', { name: /Eid Mega Flash Sale/ });
    await expect(tile.getAttribute('href')).resolves.toBe('/campaign-details/eid-mega-flash-sale');
    await expect(tile.evaluate((el) => getComputedStyle(el).backgroundImage)).resolves.toContain('/storage/campaign/eid-mega-flash-sale.jpg');
    const names = await page.getByRole('list', { name: 'More Deals' }).getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(37);
    expect(errors).toEqual([]);
  });

  test('a past endsAt shows the ended state', async () => {
    const props = encodeURIComponent(JSON.stringify({ endsAt: '2020-01-01T00:00:00+06:00' }));
    const { page, errors } = await openPage(`/gallery/flash-deals?props=${props}`, { as: 'customer' });
    await waitForIslands(page);
    await page.getByText('This deal has ended').first().waitFor();
    await expect(page.getByRole('timer').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  test('an invalid endsAt leaves the server fallback and reports the field', async () => {
    const props = encodeURIComponent(JSON.stringify({ endsAt: 'soon' }));
    const { page, errors } = await openPage(`/gallery/flash-deals?props=${props}`, { as: 'guest' });
    await waitForIslands(page);
    await expect(page.locator('[data-widget="flash-deals"]').getAttribute('data-widget-state')).resolves.toBe('error');
    expect(errors.join('\n')).toContain('endsAt');
    expect(uncaught(errors)).toEqual([]);
  });

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: empty lists, no tile, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/flash-deals', { as: 'guest', scenario, route: '/flashdeal' });
      await waitForIslands(page);
      await page.getByText('No flash deals right now.').waitFor();
      await page.getByText('No more deals right now.').waitFor();
      await expect(page.getByRole('link', { name: /Eid Mega Flash Sale/ }).count()).resolves.toBe(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
