// What the product-listing browser files share: the grid, the answers it must show, and when it has drawn them.
import type { Page } from 'playwright-core';
import { apiLog, untilQuiet } from '../../fixtures/rig/browser';

/** What the listing asks for when no filter is set (the slider's whole range: an unfiltered listing hides nothing). */
export const DEFAULT_RANGE = '?min_price=0&max_price=100000';
export const EMPTY = 'No products found matching your selected filter. Please try another filter or reset your search.';
export const grid = (page: Page) => page.locator('[data-widget="product-listing"]').getByRole('list', { name: 'Products' });
export const listingCalls = async (page: Page, path: string) => (await apiLog(page)).filter((e) => e.path === path);

/** Names shown in the listing grid, in order. */
export async function shownNames(page: Page): Promise<string[]> {
  return grid(page)
    .locator('.sf-card__name a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('title') ?? ''));
}

/** Names the backend answers for a listing query (the truth the grid must show). */
export async function answerNames(page: Page, path: string, search: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Accept: 'application/json', 'X-Fixture-Scenario': 'none' } });
    const body = (await res.json()) as { data?: { name: string }[] } | { name: string }[];
    return (Array.isArray(body) ? body : (body.data ?? [])).map((p) => p.name);
  }, `${path}${search}`);
}

/** The listing has drawn the answer to the current URL: the URL changes before React draws the busy state, so the answers are waited for first. */
export async function settled(page: Page) {
  await untilQuiet(page);
  await page.locator('[data-widget="product-listing"] [aria-busy="true"]').waitFor({ state: 'detached' });
  await page.locator('[data-widget="product-listing"] .sf-spinner').waitFor({ state: 'detached' });
}
