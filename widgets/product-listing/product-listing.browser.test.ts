// Category and brand pages as a shopper uses them: filters, URL and back button, the race of
// two quick filter changes, SPEC §8 scenarios, axe, and add to cart reaching the mini cart.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage, untilQuiet, waitForIslands, holdStill, type Role } from '../../fixtures/rig/browser';

/** What the listing asks for when no filter is set (the slider's whole range: an unfiltered listing hides nothing). */
const DEFAULT_RANGE = '?min_price=0&max_price=100000';
const EMPTY = 'No products found matching your selected filter. Please try another filter or reset your search.';
const grid = (page: Page) => page.locator('[data-widget="product-listing"]').getByRole('list', { name: 'Products' });
const listingCalls = async (page: Page, path: string) => (await apiLog(page)).filter((e) => e.path === path);

/** Names shown in the listing grid, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return grid(page)
    .locator('.sf-card__name a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('title') ?? ''));
}

/** Names the backend answers for a listing query (the truth the grid must show). */
async function answerNames(page: Page, path: string, search: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Accept: 'application/json', 'X-Fixture-Scenario': 'none' } });
    const body = (await res.json()) as { data?: { name: string }[] } | { name: string }[];
    return (Array.isArray(body) ? body : (body.data ?? [])).map((p) => p.name);
  }, `${path}${search}`);
}

/** The listing has drawn the answer to the current URL: the URL changes before React draws the busy state, so the answers are waited for first. */
async function settled(page: Page) {
  await untilQuiet(page);
  await page.locator('[data-widget="product-listing"] [aria-busy="true"]').waitFor({ state: 'detached' });
  await page.locator('[data-widget="product-listing"] .sf-spinner').waitFor({ state: 'detached' });
}

describe('category page', () => {
  for (const as of ['guest', 'customer'] as Role[]) {
    test(`${as}: sidebar, filter, listing and featured mount; axe clean; no uncaught error`, async () => {
      const { page, errors } = await openPage('/categories/mens-fashion', { as });
      await waitForIslands(page, { timeout: 20_000 });
      await grid(page).waitFor();
      await page.getByRole('group', { name: 'Size' }).waitFor();
      await page.getByRole('list', { name: 'Featured Products' }).waitFor();
      await expect(page.getByRole('link', { name: "Men's Fashion", exact: true }).getAttribute('aria-current')).resolves.toBe('page');
      await expectAxeClean(page);
      expect(errors).toEqual([]);
    });
  }

  test('every filter reloads the listing with its query, and the grid shows that answer', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const path = '/categories/products/2';
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, DEFAULT_RANGE));

    await page.getByRole('checkbox', { name: 'Aarong' }).check();
    await page.waitForURL(/brand_id=2/);
    await settled(page);
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, '?min_price=0&max_price=100000&brand_id=2'));

    await page.getByRole('button', { name: 'Navy Blue' }).click();
    await expect(page.getByRole('button', { name: 'Navy Blue' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.waitForURL(/size_id=2/);
    await settled(page);
    const query = '?min_price=0&max_price=100000&brand_id=2&color_id=4&size_id=2';
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, query));
    await expect
      .poll(async () => (await listingCalls(page, path)).at(-1)?.query)
      .toMatchObject({ min_price: '0', max_price: '100000', brand_id: '2', color_id: '4', size_id: '2' });

    const max = page.getByRole('spinbutton', { name: 'Maximum price' });
    await max.fill('2000');
    await page.waitForURL(/max_price=2000/);
    await settled(page);
    await expect.poll(() => page.getByRole('slider', { name: 'Maximum price' }).inputValue()).toBe('2000');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => !url.search.includes('price'));
    await settled(page);
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, DEFAULT_RANGE));
    await expect(page.getByRole('checkbox', { name: 'Aarong' }).isChecked()).resolves.toBe(false);
    expect(uncaught(errors)).toEqual([]);
  });

  test('dragging a price handle sends one request for the settled value; handles cannot cross', async () => {
    const { page } = await openPage('/categories/mens-fashion', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const path = '/categories/products/2';
    const before = (await listingCalls(page, path)).length;
    const high = page.getByRole('slider', { name: 'Maximum price' });
    // Lazy islands below may have scrolled the page: drag where the handle really is.
    await high.scrollIntoViewIfNeeded();
    const box = (await high.boundingBox())!;
    const y = box.y + box.height / 2;
    const xAt = (value: number) => box.x + 10 + ((box.width - 20) * value) / 100000;
    await page.mouse.move(xAt(100000), y);
    await page.mouse.down();
    for (let v = 58000; v >= 20000; v -= 2000) {
      await page.mouse.move(xAt(v), y);
      // A shopper who pauses mid-drag, longer than the settle time, still sends nothing until release.
      if (v === 40000) await holdStill(page, 700);
    }
    await page.mouse.up();
    const settledMax = Number(await high.inputValue());
    expect(settledMax).toBeLessThan(25000);
    await page.waitForURL(new RegExp(`max_price=${settledMax}`));
    await settled(page);
    await expect.poll(async () => (await listingCalls(page, path)).slice(before).map((c) => c.query['max_price'])).toEqual([String(settledMax)]);

    // The lower handle stops at the upper one.
    const low = page.getByRole('slider', { name: 'Minimum price' });
    await low.focus();
    await page.keyboard.press('End');
    await expect(low.inputValue()).resolves.toBe(String(settledMax));
    await expect(page.getByRole('spinbutton', { name: 'Minimum price' }).inputValue()).resolves.toBe(String(settledMax));
  });

  test('the filter lives in the URL: a shared link opens filtered, back and forward restore it', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion?min_price=0&max_price=3000&color_id=4', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const path = '/categories/products/2';
    await expect(page.getByRole('button', { name: 'Navy Blue' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByRole('slider', { name: 'Maximum price' }).inputValue()).resolves.toBe('3000');
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, '?min_price=0&max_price=3000&color_id=4'));

    await page.getByRole('button', { name: 'L', exact: true }).click();
    await page.waitForURL(/size_id=3/);
    await settled(page);
    const filtered = await answerNames(page, path, '?min_price=0&max_price=3000&color_id=4&size_id=3');
    await expect.poll(() => shownNames(page)).toEqual(filtered);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('size_id'));
    await settled(page);
    await expect(page.getByRole('button', { name: 'L', exact: true }).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, '?min_price=0&max_price=3000&color_id=4'));
    await expect.poll(async () => (await listingCalls(page, path)).at(-1)?.query).toEqual({ min_price: '0', max_price: '3000', color_id: '4' });

    await page.goForward();
    await page.waitForURL(/size_id=3/);
    await settled(page);
    await expect(page.getByRole('button', { name: 'L', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(() => shownNames(page)).toEqual(filtered);
    expect(uncaught(errors)).toEqual([]);
  });

  test('two quick filter changes: the slow older answer never replaces the newer one', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    // The first change (size S alone) answers late; the second (S and M) at once.
    let olderAnswered!: () => void;
    const older = new Promise<void>((resolve) => (olderAnswered = resolve));
    await page.route(/\/categories\/products\/2\?.*size_id=1(&|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => undefined); // the page aborted it: fine
      olderAnswered();
    });
    await page.getByRole('button', { name: 'S', exact: true }).click();
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.waitForURL(/size_id=1%2C2/);
    const newer = await answerNames(page, '/categories/products/2', '?min_price=0&max_price=100000&size_id=1,2');
    const olderNames = await answerNames(page, '/categories/products/2', '?min_price=0&max_price=100000&size_id=1');
    expect(newer).not.toEqual(olderNames);
    await expect.poll(() => shownNames(page)).toEqual(newer);
    // The late answer has arrived (or was dropped) and the page has done what it does with it.
    await older;
    await untilQuiet(page);
    expect(await shownNames(page)).toEqual(newer);
    expect(uncaught(errors)).toEqual([]);
  });

  test('after a filter the page scrolls to the results, with and without reduced motion', async () => {
    const { page } = await openPage('/categories/mens-fashion', { as: 'guest', viewport: { width: 1280, height: 600 } });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const top = () => page.locator('[data-widget="product-listing"] .sf-listing').evaluate((el) => el.getBoundingClientRect().top);
    // One page, one filter per motion preference: the second starts scrolled back to the sizes.
    for (const [reducedMotion, name, query] of [
      ['no-preference', 'XL', /size_id=4/],
      ['reduce', 'L', /size_id=[^&]*3/],
    ] as const) {
      await page.emulateMedia({ reducedMotion });
      const size = page.getByRole('button', { name, exact: true });
      await size.scrollIntoViewIfNeeded();
      expect(await top()).toBeLessThan(0);
      await size.click();
      await page.waitForURL(query);
      await page.waitForFunction(() => {
        const t = document.querySelector('[data-widget="product-listing"] .sf-listing')!.getBoundingClientRect().top;
        return t >= 0 && t < 100;
      });
      await settled(page);
    }
  });

  for (const scenario of ['empty', 'error', 'malformed']) {
    test(`${scenario}: the SPEC empty text with Reset, axe clean, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest', scenario, route: '/categories/products' });
      await waitForIslands(page, { timeout: 20_000 });
      await page.getByText(EMPTY).waitFor();
      await expect(page.getByRole('button', { name: 'Reset' }).isVisible()).resolves.toBe(true);
      await expectAxeClean(page, { include: '[data-widget="product-listing"]' });
      expect(uncaught(errors)).toEqual([]);
    });
  }

  test('Reset reloads the products without filters (the default price range)', async () => {
    const { page } = await openPage('/categories/mens-fashion?min_price=0&max_price=10', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await page.getByText(EMPTY).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await grid(page).waitFor();
    expect(new URL(page.url()).search).not.toContain('max_price');
    expect((await listingCalls(page, '/categories/products/2')).at(-1)?.query).toEqual({ min_price: '0', max_price: '100000' });
  });

  test('a failed filter call leaves the price slider only; the listing still works: add to cart from a card reaches the mini cart', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest', scenario: 'error', route: '/category-filter' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    await page.getByRole('slider', { name: 'Maximum price' }).waitFor();
    await expect(page.getByRole('group', { name: /Brand|Color|Size/ }).count()).resolves.toBe(0);

    const toggle = page.locator('[data-widget="mini-cart"]').getByRole('button', { name: /Shopping Cart/ });
    const count = async () => Number(await toggle.getByTestId('cart-count').innerText());
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]') !== null);
    const before = await count();
    const card = grid(page)
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
      .first();
    const name = (await card.locator('.sf-card__name a').getAttribute('title'))!;
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="cart-count"]')?.textContent) === n, before + 1);
    await toggle.click();
    await page.getByRole('region', { name: 'Shopping Cart' }).getByText(name).waitFor();
    expect(await count()).toBe(before + 1);
    expect(uncaught(errors)).toEqual([]);
  });
});

describe('brand page', () => {
  test('price, colour and size filters only; main grid links by slug; axe clean', async () => {
    const { page, errors } = await openPage('/brands/8', { as: 'customer' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    await page.getByRole('group', { name: 'Color' }).waitFor();
    await expect(page.getByRole('group', { name: 'Brand' }).count()).resolves.toBe(0);
    const href = await grid(page).locator('.sf-card__name a').first().getAttribute('href');
    expect(href).toMatch(/^\/products\/[\w-]+$/);
    await expectAxeClean(page);

    await page.getByRole('group', { name: 'Size' }).getByRole('button').first().click();
    await page.waitForURL(/size_id=/);
    const last = async () => (await listingCalls(page, '/brand/products/8')).at(-1)?.query ?? {};
    await expect.poll(async () => 'size_id' in (await last())).toBe(true);
    expect(await last()).not.toHaveProperty('brand_id');
    expect(uncaught(errors)).toEqual([]);
  });

  test('a brand whose filter names price only shows no other section', async () => {
    const { page } = await openPage('/brands/5', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await page.getByRole('slider', { name: 'Minimum price' }).waitFor();
    await untilQuiet(page);
    await expect(page.getByRole('group', { name: /Color|Size|Brand/ }).count()).resolves.toBe(0);
  });
});
