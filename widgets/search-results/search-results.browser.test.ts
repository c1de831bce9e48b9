import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

/** Names are cut by graphemes (Bangla conjuncts stay whole). */
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
const hook = '[data-widget="search-results"]';

describe('search-results', () => {
  // Its axe: the desktop sweep's /search?q=walton as guest (fixtures/quality/sweep-cases.ts).
  test('the server’s results as cards, names cut at 25', async () => {
    const { page, errors } = await openPage('/search?q=walton', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    const list = page.getByRole('list', { name: 'Search results for walton' });
    await list.waitFor();
    const titles = await list.locator('.sf-card__name a').evaluateAll((as) => as.map((a) => a.getAttribute('title') ?? ''));
    expect(titles.length).toBeGreaterThan(1);
    for (const t of titles) expect(t.toLowerCase()).toContain('walton');
    for (const name of await list.locator('.sf-card__name a').allInnerTexts()) expect(graphemes(name.replace(/\.\.\.$/, ''))).toBeLessThanOrEqual(25);
    expect(uncaught(errors)).toEqual([]);
  });

  test('no match: the SPEC empty text', async () => {
    const { page, errors } = await openPage('/search?q=zzz', { as: 'customer' });
    await waitForIslands(page, { timeout: 20_000 });
    await page.getByText('No products found matching your searched keyword. Please try another keyword or reset your search.').waitFor();
    await expectAxeClean(page, { include: hook });
    expect(uncaught(errors)).toEqual([]);
  });

  test('one malformed product is dropped and reported; the others show', async () => {
    const good = { id: 7, type: 'simple', name: 'Walton Fridge', url_key: 'walton-fridge', price: '68500.0000' };
    const props = encodeURIComponent(JSON.stringify({ keyword: 'x', products: [{ name: 'no id' }, good] }));
    const { page, errors } = await openPage(`/gallery/search-results?props=${props}`, { as: 'guest' });
    await waitForIslands(page);
    await page.locator(hook).getByRole('link', { name: 'Walton Fridge' }).first().waitFor();
    expect(errors.filter((e) => e.includes('[storefront] answer: list row 0.id'))).toHaveLength(1);
    expect(uncaught(errors)).toEqual([]);
  });

  test('invalid props leave the server fallback in place', async () => {
    const props = encodeURIComponent(JSON.stringify({ keyword: 'x', products: 'nope' }));
    const { page, errors } = await openPage(`/gallery/search-results?props=${props}`, { as: 'guest' });
    await page.waitForFunction(() => document.querySelector('[data-widget="search-results"]')?.getAttribute('data-widget-state') === 'error');
    expect(uncaught(errors)).toEqual([]);
  });
});
