// Turbo Drive (CONTRACT §2): a visit swaps <body> and adds the new page's head; the islands of
// the new page mount, the old ones go, the globals and server flashes follow, the cart survives.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, uncaught, untilQuiet, waitForIslands } from '../fixtures/rig/browser';
import { bladePage, servePage, serveVendor } from '../fixtures/rig/scratch-pages';
import { fillCart } from '../fixtures/quality/a11y-kit';

const TURBO = '<script type="module" src="/__vendor/turbo.js"></script>';

// With Turbo the globals block goes in <body>: Turbo keeps old head scripts, so a head block
// would still stand there after Back (README "Turbo, Livewire, htmx, Alpine").
const turboPage = (title: string, globals: Record<string, unknown>, body: string) =>
  bladePage({ title, globalsIn: 'body', globals: { currencySymbol: '৳', isCustomer: false, ...globals }, head: TURBO, body });

const pageA = turboPage(
  'A',
  { flash: [{ type: 'info', message: 'Welcome to page A' }] },
  `<div data-widget="flash-messages"></div><header><div id="cart" data-widget="mini-cart"></div></header>
<main><div id="a-only" data-widget="hello-world">A fallback</div><a id="to-b" href="/__turbo/b">Go to B</a></main>`,
);
const pageB = turboPage(
  'B',
  { isCustomer: true, flash: [{ type: 'success', message: 'Welcome to page B' }] },
  `<div data-widget="flash-messages"></div><header><div id="cart" data-widget="mini-cart"></div></header>
<main><div id="b-only" data-widget="wishlist-count">B fallback</div><a id="to-a" href="/__turbo/a">Go to A</a></main>`,
);

// A visit to a page in another language. The cart is a permanent element (Turbo moves it
// across, still mounted), so it must redraw in the new page's language; the new page's islands
// mount in it.
const english = turboPage(
  'English',
  { locale: 'en-IN' },
  `<header><div id="cart" data-turbo-permanent data-widget="mini-cart"></div></header>
<main><div id="en-hello" data-widget="hello-world">fallback</div><a id="to-bn" href="/__turbo/bn">বাংলা</a></main>`,
);
const bangla = turboPage(
  'Bangla',
  { locale: 'bn-BD' },
  `<header><div id="cart" data-turbo-permanent data-widget="mini-cart"></div></header>
<main><div id="bn-hello" data-widget="hello-world">fallback</div><a id="to-en" href="/__turbo/en">English</a></main>`,
);

const isCartGet = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/checkout/cart';
/** The next cart GET's answer: registered before the visit that asks for it. */
const cartAnswer = (page: Page) => page.waitForResponse((response) => isCartGet(response.request()));

const cartGets = (requests: Array<{ url: string; method: string }>) =>
  requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/checkout/cart').length;

describe('Turbo Drive visits', () => {
  it('mount the new page, release the old, follow the new globals and flashes, keep the cart', async () => {
    const opened = await openPage('/__fixture/session', { as: 'customer' });
    const { page, requests, errors } = opened;
    await serveVendor(page, 'turbo');
    const a = await servePage(page, '/__turbo/a', pageA);
    await servePage(page, '/__turbo/b', pageB);
    expect(await fillCart(page, 2)).toBe(2);

    requests.length = 0;
    await page.goto(a);
    await waitForIslands(page);
    await page.waitForFunction(() => (window as { Turbo?: unknown }).Turbo !== undefined);
    await expect.poll(() => page.getByText('Welcome to page A').count()).toBe(1);
    await expect.poll(() => page.locator('#cart .sf-badge').textContent()).toBe('2');
    expect(cartGets(requests)).toBe(1);
    const wishlistCalls = () => requests.filter((r) => new URL(r.url).pathname === '/api/customer/wishlist').length;
    expect(wishlistCalls()).toBe(0);

    requests.length = 0;
    const aOnly = await page.$('#a-only');
    let cartAnswered = cartAnswer(page);
    await page.click('#to-b');
    await page.waitForSelector('#b-only[data-widget-state="mounted"]');
    expect(await page.evaluate(() => document.title)).toBe('B');
    // The old page's island is released: its hook is detached and back on its fallback.
    expect(await aOnly!.evaluate((el) => [el.isConnected, el.getAttribute('data-widget-state'), el.textContent])).toEqual([
      false,
      null,
      'A fallback',
    ]);
    // B's globals say customer: its wishlist badge asks the server (a stale guest read would not).
    await expect.poll(wishlistCalls).toBe(1);
    await expect.poll(() => page.getByText('Welcome to page B').count()).toBe(1);
    expect(await page.getByText('Welcome to page A').count()).toBeLessThanOrEqual(1);
    await expect.poll(() => page.locator('#cart .sf-badge').textContent()).toBe('2');
    // The new page's cart GET itself (the badge already said 2), then no second one.
    await cartAnswered;
    await untilQuiet(page);
    expect(cartGets(requests)).toBe(1);
    await expect.poll(() => page.getByText('Welcome to page B').count()).toBe(1);

    requests.length = 0;
    cartAnswered = cartAnswer(page);
    await page.goBack();
    await page.waitForSelector('#a-only[data-widget-state="mounted"]');
    await expect.poll(() => page.locator('#a-only').textContent()).toBe('Hello World');
    await expect.poll(() => page.locator('#cart .sf-badge').textContent()).toBe('2');
    await cartAnswered;
    await untilQuiet(page);
    expect(cartGets(requests)).toBe(1);
    // Back does not show A's server flash a second time.
    expect(await page.getByText('Welcome to page A').count()).toBeLessThanOrEqual(1);
    // Islands restored by Back work: a flash still reaches the (new) flash-messages island.
    await page.evaluate(() => window.Storefront!.flash('info', 'Still alive after Back'));
    await expect.poll(() => page.getByText('Still alive after Back').count()).toBe(1);
    expect(uncaught(errors)).toEqual([]);
  });

  it('follow a visit to a page in Bangla: a permanent island redraws in it, the new ones mount in it', async () => {
    const { page, errors } = await openPage('/__fixture/session');
    await serveVendor(page, 'turbo');
    const en = await servePage(page, '/__turbo/en', english);
    await servePage(page, '/__turbo/bn', bangla);
    await page.goto(en);
    await waitForIslands(page);
    await page.waitForFunction(() => (window as { Turbo?: unknown }).Turbo !== undefined);
    await expect.poll(() => page.locator('#en-hello').textContent()).toBe('Hello World');
    await expect.poll(() => page.locator('#cart').textContent()).toContain('Shopping Cart');

    await page.click('#to-bn');
    await page.waitForSelector('#bn-hello[data-widget-state="mounted"]');
    expect(await page.locator('#bn-hello').textContent()).toBe('হ্যালো ওয়ার্ল্ড');
    await expect.poll(() => page.locator('#cart').textContent()).toContain('শপিং কার্ট');

    await page.goBack();
    await page.waitForSelector('#en-hello[data-widget-state="mounted"]');
    await expect.poll(() => page.locator('#en-hello').textContent()).toBe('Hello World');
    await expect.poll(() => page.locator('#cart').textContent()).toContain('Shopping Cart');
    expect(uncaught(errors)).toEqual([]);
  });
});
