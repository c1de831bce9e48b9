// One cart in every tab: a change in one tab reaches the others in the message (no GET there), and
// a page back from the back-forward cache reads the cart once.
import { chromium, type Page, type Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchOptions } from '../../fixtures/rig/chromium';
import { onPath } from '../../fixtures/rig/executables';
import { simpleTrendingCard } from '../../fixtures/rig/trending-card';
import { fixturePageUrl, newPage, openPage, uncaught, waitForIslands } from '../../fixtures/rig/browser';

const CART_API = '/api/checkout/cart';
const FULL_BROWSER = process.env.CHROME_PATH ?? onPath('chromium') ?? onPath('google-chrome');

const isCartRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === CART_API;

async function home(page: Page) {
  await waitForIslands(page);
  await page.getByRole('list', { name: 'Trending Products' }).waitFor();
}

const countIn = (name: string | null) => Number(/(\d+) items?/.exec(name ?? '')?.[1]);
const counted = (what: string, n: number) => `${what}, ${n} ${n === 1 ? 'item' : 'items'}`;

/** Two tabs of one browser context on /home, both settled. */
async function twoTabs(as: 'guest' | 'customer') {
  const first = await openPage('/home', { as });
  await home(first.page);
  const second = await newPage(first.context);
  await second.goto(fixturePageUrl('/home'));
  await home(second);
  return { first, second };
}

/** The URLs of `page`'s requests that `which` picks, from now on. */
function requestsOf(page: Page, which: (request: Request) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (request) => which(request) && seen.push(request.url()));
  return seen;
}

describe('the shared stores across tabs', () => {
  test('an add in one tab shows the new count in the other within a second, with no cart read there', async () => {
    const { first, second } = await twoTabs('guest');
    const toggle = (page: Page) => page.getByRole('button', { name: /^Shopping Cart, \d+ items?$/ });
    const before = countIn(await toggle(second).textContent());
    expect(countIn(await toggle(first.page).textContent())).toBe(before);

    const reads = requestsOf(second, isCartRead);
    const card = await simpleTrendingCard(first.page);
    const added = first.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CART_API);
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await added;
    // The first tab has the answer now; the second shows it within a second, from the message.
    await second.getByRole('button', { name: counted('Shopping Cart', before + 1) }).waitFor({ timeout: 1_000 });
    expect(reads).toEqual([]);
    expect(uncaught(first.errors)).toEqual([]);
  });

  test("a customer's wishlist add shows in the other tab's badge, with no wishlist read there", async () => {
    const { first, second } = await twoTabs('customer');
    const before = countIn(await second.getByRole('link', { name: /^Wishlist, \d+ items?$/ }).getAttribute('aria-label'));

    const reads = requestsOf(second, (r) => r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/customer/wishlist'));
    const card = await simpleTrendingCard(first.page);
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await first.page.getByRole('link', { name: counted('Wishlist', before + 1) }).waitFor();
    await second.getByRole('link', { name: counted('Wishlist', before + 1) }).waitFor({ timeout: 1_000 });
    expect(reads).toEqual([]);
  });

  // Playwright turns the back-forward cache off in the browsers it launches, and the headless shell
  // has none: this test launches the full browser of its own with the cache on.
  test.skipIf(!FULL_BROWSER)('a page restored from the back-forward cache reads the cart once', async () => {
    const browser = await chromium.launch({ ...launchOptions(FULL_BROWSER!), ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    try {
      const context = await browser.newContext();
      // How each page was last shown, restored or loaded anew (unset while away): a page the cache
      // dropped fails the test naming the browser's reasons rather than hanging it.
      await context.addInitScript(() => {
        const last = window as { shown?: { restored: boolean } };
        addEventListener('pageshow', (event) => (last.shown = { restored: event.persisted }));
        addEventListener('pagehide', () => delete last.shown);
      });
      const page = await newPage(context);
      await page.goto(fixturePageUrl('/home', { as: 'guest' }));
      await home(page);
      // The page in between reads the cart too; once its answer is in, anything it tells other tabs has been sent.
      const fromHome = (request: Request) => isCartRead(request) && (request.headers().referer ?? '').includes('/home');
      const betweenRead = page.waitForResponse((r) => isCartRead(r.request()) && !fromHome(r.request()));
      await page.goto(fixturePageUrl('/hello'));
      await betweenRead;
      const reads = requestsOf(page, fromHome);
      const read = page.waitForResponse((r) => fromHome(r.request()));
      read.catch(() => undefined); // awaited below, unless the page was not restored
      // A page restored from the cache fires no load event: the navigation's commit is the wait.
      await page.goBack({ waitUntil: 'commit' });
      const shown = await (await page.waitForFunction(() => (window as { shown?: { restored: boolean } }).shown)).jsonValue();
      const why = await page.evaluate(() =>
        JSON.stringify((performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown }).notRestoredReasons),
      );
      expect(shown!.restored, `the home page was loaded anew, not restored: ${why}`).toBe(true);
      await read;
      // The page's own request after the answer: a second read, had there been one, was sent before it.
      await page.evaluate(() => fetch('/__fixture/log').then((r) => r.text()));
      expect(reads).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
