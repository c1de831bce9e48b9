// GA4 ecommerce events in Chromium against the fixture shop (CONTRACT "Analytics"): a customer's
// whole way from the home page to the order, on pages with Google Tag Manager's data layer line
// (?gtm=1), in the exact order a merchant's reports would see it; the order counted once; and a
// page without a data layer left alone, its GA4 chunk never fetched.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fixturePageUrl, openPage, uncaught, waitForIslands, type Flavour } from '../../fixtures/rig/browser';
import { bladePage, servePage, serveVendor } from '../../fixtures/rig/scratch-pages';

type Logged = { event?: string; ecommerce?: Record<string, unknown> | null; search_term?: string; heard?: string };

/**
 * Records, across the page loads of one tab (sessionStorage), every entry the page pushes to its
 * data layer and every storefront:analytics it fires. The layout's own line creates the layer.
 */
const RECORDER = `(() => {
  const log = (entry) => {
    const all = JSON.parse(sessionStorage.getItem('ga-log') || '[]');
    all.push(entry);
    sessionStorage.setItem('ga-log', JSON.stringify(all));
  };
  let layer;
  Object.defineProperty(window, 'dataLayer', {
    configurable: true,
    get: () => layer,
    set: (value) => {
      layer = value;
      const push = value.push.bind(value);
      value.push = (...entries) => (entries.forEach(log), push(...entries));
    },
  });
  addEventListener('storefront:analytics', (e) => log({ heard: e.detail.event }));
})();`;

/** Warm pages that run RECORDER on every page they load, lent to the tests that read the log. */
const LOGGING: Flavour = {
  name: 'ga4-log',
  prepare: async ({ context }) => {
    await context.addInitScript(RECORDER);
  },
};

const logOf = (page: Page): Promise<Logged[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('ga-log') ?? '[]') as Logged[]);
const pushed = async (page: Page) => (await logOf(page)).filter((e) => e.event);

/** Waits for the data layer's event number `count` (1-based), which must be `name`. */
async function waitForEvent(page: Page, name: string, count: number): Promise<void> {
  const nth = async () => (await pushed(page))[count - 1]?.event;
  await expect.poll(nth, { message: `event ${count} is ${name}` }).toBe(name);
}

/** The whole log as it must read: each event after its `{ecommerce: null}` and heard as storefront:analytics. */
const asLogged = (names: string[]) => names.flatMap((name) => [{ ecommerce: null }, expect.objectContaining({ event: name }), { heard: name }]);

const PANJABI = 'Aarong Cotton Panjabi';

describe('GA4 ecommerce events', () => {
  test('a customer from the home page to the order: every event once, in order, with its payload; reload and Back count no second order', async () => {
    const { page, errors, requests } = await openPage('/__fixture/session', { viewport: { width: 1280, height: 720 }, flavour: LOGGING });
    let n = 0;
    const next = (name: string) => waitForEvent(page, name, ++n);

    // Home: each list counts once it comes into view (none is in view at first).
    await page.goto(fixturePageUrl('/home?gtm=1', { as: 'customer' }));
    await waitForIslands(page, { scrollLazy: false });
    const trending = page.locator('[data-widget="trending-products"]');
    await trending.scrollIntoViewIfNeeded();
    await trending.locator('ul.sf-grid').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await next('view_item_list');
    const flash = page.locator('[data-widget="flash-deals"]');
    // Just below the fold, inside the runtime's 200 px margin: it mounts and draws both lists unseen.
    await flash.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - innerHeight - 100));
    await flash.locator('ul.sf-grid').waitFor();
    await flash.locator('.sf-flash-deals__cards').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await next('view_item_list');
    await flash.locator('ul.sf-grid').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await next('view_item_list');
    // Scrolled past again: no list counts twice on one page view.
    await trending.locator('ul.sf-grid').evaluate((el) => el.scrollIntoView({ block: 'end' }));

    // A listing page (the ?gtm=1 switch stays in the session): its list, then a card followed.
    await page.goto(fixturePageUrl('/categories/mens-fashion'));
    await waitForIslands(page, { scrollLazy: false });
    await next('view_item_list');
    await page.locator('[data-widget="product-listing"]').getByRole('link', { name: PANJABI }).click();
    await page.waitForURL(/\/products\/aarong-cotton-panjabi/);
    await next('select_item');

    // The product page: its details (the first variant), then another variant, then two added.
    await waitForIslands(page, { scrollLazy: false });
    const details = page.locator('[data-widget="product-details"]');
    await next('view_item');
    await details.getByRole('group', { name: 'Options' }).getByRole('radio').nth(2).check();
    await next('view_item');
    await details.getByRole('button', { name: 'Increase quantity' }).click();
    await details.getByRole('button', { name: 'Add To Cart' }).click();
    await next('add_to_cart');

    // The mini cart opens.
    await page
      .locator('[data-widget="mini-cart"]')
      .getByRole('button', { name: /Shopping Cart/ })
      .click();
    await next('view_cart');

    // The cart page: one panjabi fewer.
    await page.goto(fixturePageUrl('/checkout/cart'));
    await waitForIslands(page);
    await next('view_cart');
    const cartPage = page.locator('[data-widget="cart"]');
    await cartPage
      .getByRole('row', { name: new RegExp(PANJABI) })
      .getByRole('button', { name: 'Decrease quantity' })
      .click();
    await cartPage.getByRole('button', { name: 'Update cart' }).click();
    await next('remove_from_cart');

    // Checkout: address, shipping, payment, order.
    await page.goto(fixturePageUrl('/checkout/onepage'));
    await waitForIslands(page);
    await next('begin_checkout');
    const checkout = page.locator('[data-widget="checkout"]');
    await checkout.getByRole('radio', { name: /House 12/ }).check();
    await checkout
      .getByRole('group', { name: 'Shipping Method' })
      .getByRole('radio', { name: /^Express/ })
      .check();
    await next('add_shipping_info');
    await checkout.getByRole('radio', { name: /Cash On Delivery/ }).check();
    await next('add_payment_info');
    await checkout.getByRole('button', { name: 'Order Place' }).click();
    await page.waitForURL(/\/checkout\/onepage\/success$/);
    await next('purchase');

    const names = [
      ...['view_item_list', 'view_item_list', 'view_item_list'],
      ...['view_item_list', 'select_item', 'view_item', 'view_item', 'add_to_cart', 'view_cart'],
      ...['view_cart', 'remove_from_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'],
    ];
    expect(await logOf(page)).toEqual(asLogged(names));
    const events = await pushed(page);
    const panjabi = { item_id: '1', item_name: PANJABI };
    const payloads = events.map((e) => e.ecommerce);
    expect(payloads.slice(0, 4).map((e) => [e?.['item_list_id'], e?.['item_list_name']])).toEqual([
      ['trending', 'Trending products'],
      ['flash_deals', 'Flash deals'],
      ['flash_deals_more', 'More deals'],
      ['listing', 'Product listing'],
    ]);
    expect(payloads[3]?.['items']).toEqual(
      expect.arrayContaining([{ ...panjabi, price: 2082.5, quantity: 1, index: 0, item_list_id: 'listing', item_list_name: 'Product listing' }]),
    );
    expect(payloads[4]).toEqual({
      currency: 'BDT',
      value: 2082.5,
      item_list_id: 'listing',
      item_list_name: 'Product listing',
      items: [{ ...panjabi, price: 2082.5, quantity: 1, index: 0, item_list_id: 'listing', item_list_name: 'Product listing' }],
    });
    const viewed = { ...panjabi, item_brand: 'Aarong', item_category: "Men's Fashion", quantity: 1 };
    expect(payloads[5]).toEqual({ currency: 'BDT', value: 2082.5, items: [{ ...viewed, price: 2082.5, item_variant: 'White / S' }] });
    expect(payloads[6]).toEqual({ currency: 'BDT', value: 2167.5, items: [{ ...viewed, price: 2167.5, item_variant: 'White / L' }] });
    const line = { ...panjabi, item_variant: 'White / L', price: 2167.5 };
    expect(payloads[7]).toEqual({ currency: 'BDT', value: 4335, items: [{ ...line, quantity: 2 }] });
    // The mini cart and the cart page: the seeded lines and the panjabi, two of them.
    for (const cart of [payloads[8], payloads[9]])
      expect(cart).toMatchObject({ currency: 'BDT', value: 6131.5, items: [{}, {}, { ...line, quantity: 2 }] });
    expect(payloads[10]).toEqual({ currency: 'BDT', value: 2167.5, items: [{ ...line, quantity: 1 }] });
    expect(payloads[11]).toMatchObject({
      value: 3964,
      items: [
        { item_id: '30', quantity: 3 },
        { item_id: '57', quantity: 1 },
        { ...line, quantity: 1 },
      ],
    });
    expect(payloads[12]).toMatchObject({ value: 3964, shipping_tier: 'flatrate_flatrate' });
    expect(payloads[13]).toMatchObject({ value: 3964, payment_type: 'cashondelivery' });
    // The order answer names no order: the cart it was made from is the transaction id.
    expect(payloads[14]).toMatchObject({ currency: 'BDT', transaction_id: '1', value: 4024, shipping: 60, tax: 0 });
    expect(requests.filter((r) => /\/chunks\/ga4-[^/]+\.js$/.test(r.url)).length).toBeGreaterThan(0);

    // A reload of the success page, then Back to the checkout: no second order, nothing else either.
    await page.reload();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/checkout\/onepage\/?$/);
    await page.locator('[data-widget="checkout"]').getByText('Your Cart is Empty!').waitFor();
    await waitForIslands(page);
    expect(await logOf(page)).toEqual(asLogged(names));
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('a page without a data layer gets nothing: no global, no storefront:analytics, no GA4 chunk', async () => {
    const { page, context, errors, requests } = await openPage('/__fixture/session');
    await context.addInitScript(() => {
      addEventListener('storefront:analytics', () => sessionStorage.setItem('ga-heard', 'yes'));
    });
    await page.goto(fixturePageUrl('/home'));
    // Every list scrolled into view, a product added, the mini cart opened, a search made.
    await waitForIslands(page);
    const trending = page.locator('[data-widget="trending-products"]');
    await trending.locator('ul.sf-grid').scrollIntoViewIfNeeded();
    await trending.getByRole('button', { name: 'Add To Cart' }).first().click();
    await page.locator('.sf-flash__item--success').first().waitFor();
    await page
      .locator('[data-widget="mini-cart"]')
      .getByRole('button', { name: /Shopping Cart/ })
      .click();
    await page.locator('[data-widget="mini-cart"]').getByText('Subtotal:').waitFor();
    await page.goto(fixturePageUrl('/search?q=pran'));
    await waitForIslands(page);
    await page.locator('[data-widget="search-results"]').getByRole('list').waitFor();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('ga-heard'))).toBeNull();
    expect(requests.filter((r) => /\/chunks\/ga4-/.test(r.url)).map((r) => r.url)).toEqual([]);
    expect(uncaught(errors)).toEqual([]);
  });

  test('a search page pushes search and view_search_results with search_term at the top level', async () => {
    const { page, errors } = await openPage('/__fixture/session', { flavour: LOGGING });
    await page.goto(fixturePageUrl('/search?q=pran&gtm=1'));
    await waitForIslands(page, { scrollLazy: false });
    await waitForEvent(page, 'view_search_results', 2);
    const log = await logOf(page);
    expect(log.slice(0, 4)).toEqual([
      { event: 'search', search_term: 'pran' },
      { heard: 'search' },
      { event: 'view_search_results', search_term: 'pran' },
      { heard: 'view_search_results' },
    ]);
    expect(uncaught(errors)).toEqual([]);
  });

  test('a Turbo visit is a new page view: its lists count again, Back too, nothing twice within one', async () => {
    const { page, errors } = await openPage('/__fixture/session', { flavour: LOGGING });
    await serveVendor(page, 'turbo');
    const searchPage = (keyword: string, other: string) =>
      bladePage({
        title: keyword,
        globalsIn: 'body',
        head: '<script>window.dataLayer = window.dataLayer || [];</script><script type="module" src="/__vendor/turbo.js"></script>',
        body: `<main><div id="results-${keyword}" data-widget="search-results" data-props='${JSON.stringify({
          keyword,
          products: [{ id: keyword.length, type: 'simple', name: `${keyword} product`, url_key: keyword, price: '100.0000' }],
        })}'></div><a id="to-${other}" href="/__turbo/${other}">Search ${other}</a></main>`,
      });
    const a = await servePage(page, '/__turbo/shirt', searchPage('shirt', 'saree'));
    await servePage(page, '/__turbo/saree', searchPage('saree', 'shirt'));
    const searchOf = (keyword: string) => ['search', 'view_search_results', 'view_item_list'].map((name) => ({ name, keyword }));
    const seen = async () =>
      (await pushed(page)).map((e) => ({
        name: e.event,
        keyword: e.search_term ?? (e.ecommerce?.['items'] as Array<{ item_name: string }>)[0]!.item_name.split(' ')[0],
      }));

    await page.goto(a);
    await waitForIslands(page);
    await page.waitForFunction(() => (window as { Turbo?: unknown }).Turbo !== undefined);
    await expect.poll(seen).toEqual(searchOf('shirt'));
    await page.click('#to-saree');
    await page.waitForSelector('#results-saree[data-widget-state="mounted"]');
    await expect.poll(seen).toEqual([...searchOf('shirt'), ...searchOf('saree')]);
    await page.goBack();
    await page.waitForSelector('#results-shirt[data-widget-state="mounted"]');
    await expect.poll(seen).toEqual([...searchOf('shirt'), ...searchOf('saree'), ...searchOf('shirt')]);
    // The same page view scrolled and redrawn: its list does not count again.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seen()).toHaveLength(9);
    expect(uncaught(errors)).toEqual([]);
  });
});
