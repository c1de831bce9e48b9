import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { apiLog, fixturePageUrl, getBrowser, newPage, openPage, uncaught, waitForIslands, type OpenPageOptions } from '../../fixtures/rig/browser';

const isSuggestion = (url: string, query?: string) => {
  const u = new URL(url);
  return u.pathname === '/api/products' && (query === undefined || u.searchParams.get('query') === query);
};

/** The header's search field: the server's until touched, then the combobox's. */
const field = (page: Page) => page.locator('[data-widget="search-box"] input[name="q"]');

/** A shop page with its islands mounted, and the header's search field. */
async function shop(path = '/home', opts: OpenPageOptions = {}) {
  const opened = await openPage(path, { as: 'guest', ...opts });
  await waitForIslands(opened.page);
  const box = field(opened.page);
  const form = opened.page.locator('[data-widget="search-box"] form');
  return { ...opened, box, form };
}

/** The newest answer is on show (the form names the state its list is in). */
const answered = (page: Page) => page.locator('[data-widget="search-box"] form[data-suggestions="ready"]').waitFor();
const optionTexts = (page: Page) => page.locator('[data-widget="search-box"] [role="option"]').allTextContents();

/** With "pa" typed and the first option highlighted: axe clean, the list inside the viewport, options ≥ 44 px. */
async function expectOpenListSound(page: Page, box: Locator, width: number) {
  await box.pressSequentially('pa');
  await page.getByRole('option', { name: 'Search for “pa”' }).waitFor();
  await answered(page);
  await box.press('ArrowDown');
  await expectAxeClean(page);
  const list = await page.getByRole('listbox', { name: 'Product suggestions' }).boundingBox();
  expect(list!.x).toBeGreaterThanOrEqual(0);
  expect(list!.x + list!.width).toBeLessThanOrEqual(width);
  const heights = await page
    .getByRole('listbox', { name: 'Product suggestions' })
    .getByRole('option')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(heights.length).toBe(7);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
}

describe('search-box', () => {
  test('typing a partial word shows matching suggestions, asked once after the pause; Bangla too; axe clean with the list open at 1366 px', async () => {
    const { page, box, errors, requests } = await shop('/home', { viewport: { width: 1366, height: 900 } });
    // Untouched, the field is the server's own and the combobox's code has not been fetched.
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    expect(requests.filter((r) => /\/SearchBox-/.test(r.url))).toEqual([]);
    await box.pressSequentially('panj');
    await answered(page);
    await page.getByRole('combobox', { name: 'Search products' }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const option = page.getByRole('option', { name: /^Aarong Cotton Panjabi/ });
    expect(await option.getAttribute('href')).toBe('/products/aarong-cotton-panjabi');
    expect(await option.locator('mark').textContent()).toBe('Panj');
    expect(await option.textContent()).toContain('৳\u00a02,082.50');
    expect(await optionTexts(page)).toContain('Search for “panj”');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'product suggestion' }).textContent()).toBe('1 product suggestion');
    const asked = (await apiLog(page)).filter((e) => e.path === '/api/products');
    // Bagisto records every query it is asked: typing four letters is one request, not three.
    expect(asked.map((e) => e.query)).toEqual([{ query: 'panj', limit: '6' }]);

    // Bangla: a Bangla query finds the Bangla product, its letters marked whole.
    await box.fill('');
    await box.pressSequentially('লুঙ্গি');
    await page.getByRole('option', { name: 'Search for “লুঙ্গি”' }).waitFor();
    await answered(page);
    const lungi = page.getByRole('option', { name: /^পুরুষদের প্রিমিয়াম চেক লুঙ্গি/ });
    expect(await lungi.getAttribute('href')).toBe('/products/premium-check-lungi');
    expect(await lungi.locator('mark').textContent()).toBe('লুঙ্গি');

    await box.fill('');
    await expectOpenListSound(page, box, 1366);
    expect(errors).toEqual([]);
  });

  test('keyboard only: ↓ and Enter open a product; ↑ to "Search for …" and Enter searches', async () => {
    const { page, box } = await shop();
    await box.focus();
    await page.keyboard.type('walton');
    await answered(page);
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    const first = page.locator(`[id="${active}"]`);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/products\/walton-/);
    await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press('Enter')]);

    await waitForIslands(page);
    await field(page).focus();
    await page.keyboard.type('walton');
    await answered(page);
    await page.keyboard.press('ArrowUp');
    const last = page.locator(`[id="${await field(page).getAttribute('aria-activedescendant')}"]`);
    expect(await last.textContent()).toBe('Search for “walton”');
    await Promise.all([page.waitForURL('**/search?q=walton'), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'Search results for “walton”' }).waitFor();
    // The search page's field keeps the keyword.
    await expect.poll(() => field(page).inputValue()).toBe('walton');
  });

  test('a slow answer for "pa" never overwrites the answer for "panj"', async () => {
    const { page, box } = await shop();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isSuggestion(url.href, 'pa'),
      async (route) => {
        await held;
        await route.continue().catch(() => undefined); // the browser may have given up on it: aborted
      },
    );
    const paSent = page.waitForRequest((r) => isSuggestion(r.url(), 'pa'));
    await box.pressSequentially('pa');
    const pa = await paSent;
    const paDone = new Promise<Request>((resolve) => {
      const done = (r: Request) => r === pa && resolve(r);
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });
    await box.pressSequentially('nj');
    await answered(page);
    release();
    await paDone;
    // Whatever became of the older answer (aborted, or late), the list is still the newer query's.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await optionTexts(page)).toEqual(['Aarong Cotton Panjabi৳\u00a02,082.50', 'Search for “panj”']);
    await expect.poll(() => page.locator('[data-widget="search-box"] mark').allTextContents()).toEqual(['Panj']);
  });

  test('axe clean with the list open at 390 px; on a 360 px phone: Escape closes and keeps the text, a tap outside closes, the Search key submits', async () => {
    const { page, box, errors } = await shop('/home', { viewport: { width: 390, height: 844 } });
    await expectOpenListSound(page, box, 390);
    expect(uncaught(errors)).toEqual([]);

    // The same page narrowed to 360 px (the islands follow the viewport), the list closed and typed afresh.
    await box.press('Escape');
    await box.fill('');
    await page.setViewportSize({ width: 360, height: 740 });
    await box.pressSequentially('pran');
    await page.getByRole('option', { name: 'Search for “pran”' }).waitFor();
    await answered(page);
    // The list fits the phone and every target is a thumb's (44 px).
    const list = await page.getByRole('listbox', { name: 'Product suggestions' }).boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await page.getByRole('button', { name: 'Search', exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await box.press('ArrowDown');
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    expect(await box.inputValue()).toBe('pran');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    // A tap on plain text outside the form (the QA bar's role word; the popup covers the page below).
    await page.locator('.qa strong').click();
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    // Enter with nothing highlighted (the keyboard's Search key) submits the form.
    await Promise.all([page.waitForURL('**/search?q=pran'), box.press('Enter')]);
    await page.getByRole('heading', { name: 'Search results for “pran”' }).waitFor();
  });

  test('nothing is asked while an input method composes; the composed Bangla text is asked once', async () => {
    const { page, box, requests } = await shop();
    await box.focus();
    await page.getByRole('combobox', { name: 'Search products' }).waitFor();
    // The page's clock stands still until told: a request sent during the composition cannot hide in a race.
    await page.clock.install();
    const cdp = await page.context().newCDPSession(page);
    for (const text of ['প', 'পা', 'পাঞ', 'পাঞ্জা']) {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      await page.clock.runFor(1000);
    }
    expect(await box.inputValue()).toBe('পাঞ্জা');
    expect(requests.filter((r) => isSuggestion(r.url))).toEqual([]);
    const sent = page.waitForRequest((r) => isSuggestion(r.url(), 'পাঞ্জা'));
    await cdp.send('Input.insertText', { text: 'পাঞ্জা' });
    await page.clock.runFor(1000);
    await sent;
    expect(requests.filter((r) => isSuggestion(r.url)).map((r) => new URL(r.url).searchParams.get('query'))).toEqual(['পাঞ্জা']);
  });

  test('without JavaScript the server form still searches', async () => {
    const browser = await getBrowser();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await newPage(context);
      await page.goto(fixturePageUrl('/home', { as: 'guest' }));
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.fill('panjabi');
      await Promise.all([page.waitForURL('**/search?q=panjabi'), box.press('Enter')]);
      await page.getByRole('heading', { name: 'Search results for “panjabi”' }).waitFor();
      await page.getByRole('link', { name: 'Aarong Cotton Panjabi' }).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const [scenario, state, expected] of [
    ['empty', 'ready', ['Search for “pa”']],
    ['error', 'failed', ['Search for “pa”']],
    ['malformed', 'failed', ['Search for “pa”']],
  ] as const) {
    test(`gallery, ${scenario}: the search-all option${scenario === 'empty' ? ' under "No products found"' : ' alone'}, nothing uncaught`, async () => {
      const { page, errors } = await openPage('/gallery/search-box', { as: 'guest', scenario, route: '/api/products' });
      await waitForIslands(page);
      await page.locator(`[data-widget="search-box"] form[data-suggestions="${state}"]`).waitFor();
      expect(await optionTexts(page)).toEqual(expected);
      expect(await page.locator('.sf-search-box__popup').getByText('No products found', { exact: true }).isVisible()).toBe(scenario === 'empty');
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
