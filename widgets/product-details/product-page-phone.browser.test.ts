import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { openPage, fixturePageUrl, uncaught } from '../../fixtures/rig/browser';

// The product page on a phone: the main photo is the server's own image element, kept by the island;
// the Add To Cart bar shows only once the page's own Add To Cart has scrolled out of view above, never
// over the wishlist and compare buttons, and the page's end scrolls clear of it.
const SIMPLE = '/products/aarong-silk-fatua';
const CONFIGURABLE = '/products/aarong-cotton-panjabi';
const NO_IMAGES = '/products/wooden-alphabet-puzzle-board';
const DETAILS = '[data-widget="product-details"]';
const MOUNTED = `${DETAILS}[data-widget-state="mounted"]`;
const PHONE = { width: 390, height: 844 };

/** Tags the fallback's main photo as the parser inserts it, before any script of ours runs, with the hook's state then. */
const TAG_SERVER_PHOTO = `new MutationObserver((_, observer) => {
  const photo = document.querySelector('${DETAILS} img.sf-gallery__main');
  if (!photo) return;
  observer.disconnect();
  photo.servedBy = 'server';
  photo.stateWhenTagged = photo.closest('[data-widget]').getAttribute('data-widget-state');
}).observe(document, { childList: true, subtree: true });`;

const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
const docTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
    });
const barShown = (page: Page) => page.locator('.sf-product__cart').evaluate((el) => el.hasAttribute('data-stuck'));

/** Whether each button's centre is the button itself (nothing, the bar included, on top of it), for those on the screen. */
const uncovered = (page: Page, names: string[]) =>
  page.evaluate((labels) => {
    return labels.map((label) => {
      const button = document.querySelector(`[data-widget="product-details"] button[aria-label="${label}"]`)!;
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { label, onScreen: r.bottom <= innerHeight && r.top >= 0, free: hit !== null && button.contains(hit) };
    });
  }, names);

describe('product page: the server photo', () => {
  test("the main photo is the server's element, the same node before and after the island mounts, at high priority", async () => {
    const { page, context, errors } = await openPage('/__fixture/session', { viewport: PHONE });
    await context.addInitScript(TAG_SERVER_PHOTO);
    await page.goto(fixturePageUrl(SIMPLE, { as: 'guest' }));
    await page.locator(MOUNTED).waitFor();
    const main = await page
      .locator(DETAILS)
      .getByRole('button', { name: /^Zoom image of/ })
      .locator('img')
      .evaluate((img) => ({
        servedBy: (img as HTMLImageElement & { servedBy?: string }).servedBy,
        stateWhenTagged: (img as HTMLImageElement & { stateWhenTagged?: string | null }).stateWhenTagged,
        priority: img.getAttribute('fetchpriority'),
        images: document.querySelectorAll(`[data-widget="product-details"] img[src="${img.getAttribute('src')}"]`).length,
      }));
    // One image for the photo: the thumbnail of it aside, nothing drew a second main image.
    expect(main).toEqual({ servedBy: 'server', stateWhenTagged: null, priority: 'high', images: 2 });
    // A configurable product's first variant brings its own photo first; the server's stays in the gallery, the same node.
    await page.goto(fixturePageUrl(CONFIGURABLE, { as: 'guest' }));
    await page.locator(DETAILS).getByRole('group', { name: 'Options' }).getByRole('radio').first().waitFor();
    await expect(
      page
        .locator(DETAILS)
        .locator('img.sf-gallery__main')
        .evaluateAll((imgs) => imgs.some((img) => 'servedBy' in img)),
    ).resolves.toBe(true);
    expect(uncaught(errors)).toEqual([]);
  });

  test('a product whose fallback has no photo gets the island’s own, as before', async () => {
    const { page, errors } = await openPage(NO_IMAGES, { as: 'guest', viewport: PHONE });
    await page.locator(MOUNTED).waitFor();
    await expect(page.locator(`${DETAILS} .sf-gallery__zoom img.sf-gallery__main`).count()).resolves.toBe(1);
    expect(uncaught(errors)).toEqual([]);
  });
});

describe('product page: the Add To Cart bar on a phone', () => {
  for (const width of [390, 360]) {
    test(`${width} px: hidden at the top and while the buttons above it are in view, shown once Add To Cart is passed, and the page's end clears it`, async () => {
      const { page, errors } = await openPage(CONFIGURABLE, { as: 'guest', viewport: { width, height: PHONE.height } });
      const details = page.locator(MOUNTED);
      await details.getByRole('group', { name: 'Options' }).getByRole('radio').first().waitFor();
      const names = ['Add to wishlist', 'Add to compare'];

      // The top: no bar.
      expect(await barShown(page)).toBe(false);
      if (width === 390) await expectAxeClean(page, { include: DETAILS });

      // The wishlist and compare buttons at the bottom edge of the screen: the bar stays away, nothing covers them.
      const links = await docTop(page, '.sf-product__links');
      await scrollTo(page, links.bottom - PHONE.height + 2);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, links.bottom - PHONE.height + 2);
      expect(await barShown(page)).toBe(false);
      expect(await uncovered(page, names)).toEqual(names.map((label) => ({ label, onScreen: true, free: true })));

      // Add To Cart's row just scrolled out above: the bar shows at the bottom of the screen, its slot holds the row's place.
      const slot = await docTop(page, '.sf-product__cart-slot');
      await scrollTo(page, slot.bottom + 1);
      await page.waitForSelector('.sf-product__cart[data-stuck]');
      const bar = await page.locator('.sf-product__cart').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { bottom: Math.round(r.bottom), width: Math.round(r.width), position: getComputedStyle(el).position };
      });
      expect(bar).toEqual({ bottom: PHONE.height, width, position: 'fixed' });
      await expect(details.getByRole('button', { name: 'Add To Cart' }).isVisible()).resolves.toBe(true);
      expect((await docTop(page, '.sf-product__cart-slot')).bottom - slot.bottom).toBeCloseTo(0, 0);
      if (width === 390) await expectAxeClean(page, { include: DETAILS });

      // The page's end: every control of the page sits above the bar, none under it.
      await scrollTo(page, 1e6);
      await page.waitForFunction(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight);
      const under = await page.evaluate(() => {
        const barTop = document.querySelector('.sf-product__cart')!.getBoundingClientRect().top;
        return Array.from(document.querySelectorAll('a[href], button, input, select, textarea'))
          .filter((el) => !el.closest('.sf-product__cart'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 1 && r.height > 1 && r.bottom > barTop + 0.5 && r.top < innerHeight;
          })
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      });
      expect(under).toEqual([]);

      // Back up to the buttons: the bar is gone again.
      await scrollTo(page, links.bottom - PHONE.height + 2);
      await page.waitForSelector('.sf-product__cart:not([data-stuck])');
      expect(await uncovered(page, names)).toEqual(names.map((label) => ({ label, onScreen: true, free: true })));
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
