import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { fixturePageUrl, getBrowser, newPage, openPage, uncaught, waitForIslands } from '../../fixtures/rig/browser';

// The product page, measured in real Chromium: hover zoom before any click (mouse
// only), the variant chips in the brand colour, a 390 px page that fits (the guest's review warning:
// product-page.browser.test.ts).
const SIMPLE = '/products/aarong-silk-fatua';
const CONFIGURABLE = '/products/aarong-cotton-panjabi';
const VIDEO = '/products/walton-43-smart-android-led-tv-w43d210';
const DETAILS = '[data-widget="product-details"]';
const PHONE = { width: 390, height: 844 };

const zoomOf = (page: Page) => page.locator(DETAILS).getByRole('button', { name: /^Zoom image of/ });
/** The image's scale as laid out (1 when untransformed) and its transform origin in % of its box. */
async function imageZoom(page: Page): Promise<{ scale: number; x: number; y: number }> {
  return zoomOf(page)
    .locator('img')
    .evaluate((img: HTMLImageElement) => {
      const style = getComputedStyle(img);
      const scale = style.transform === 'none' ? 1 : new DOMMatrix(style.transform).a;
      const [ox = '0', oy = '0'] = style.transformOrigin.split(' ');
      return { scale, x: Math.round((parseFloat(ox) / img.clientWidth) * 100), y: Math.round((parseFloat(oy) / img.clientHeight) * 100) };
    });
}
/** The brand colour as Chromium resolves it (rgb()). */
const brand = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('i');
    probe.style.color = 'var(--sf-brand)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
/** How many lines an element's text takes (a wrapped button label takes two); boxes of one line overlap vertically. */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      boxes.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
    }
    boxes.sort((a, b) => a.top - b.top);
    let count = 0;
    let bottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= bottom - 1) count += 1;
      bottom = Math.max(bottom, box.bottom);
    }
    return count;
  });

const touchContexts: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(touchContexts.splice(0).map((c) => c.close().catch(() => {})));
});

describe('product page: hover zoom', () => {
  test('a mouse over the image zooms 1.5x before any click and follows the pointer; leaving ends it', async () => {
    const { page, errors } = await openPage(SIMPLE, { as: 'guest' });
    await waitForIslands(page);
    const zoom = zoomOf(page);
    // waitForIslands scrolls to wake the lazy islands: bring the image back before pointing at it.
    await zoom.scrollIntoViewIfNeeded();
    const box = (await zoom.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.25);
    await expect.poll(() => zoom.getAttribute('data-zoom')).toBe('1.5');
    await expect.poll(async () => (await imageZoom(page)).scale).toBeCloseTo(1.5);
    const first = await imageZoom(page);
    expect(first.x).toBeCloseTo(20, -1);
    expect(first.y).toBeCloseTo(25, -1);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 4 });
    await expect.poll(async () => (await imageZoom(page)).x).toBeGreaterThan(70);
    expect((await imageZoom(page)).y).toBeGreaterThan(60);
    // Clicks still step from 1.5 on, and the sixth goes back to 1 although the mouse is still there.
    const levels: string[] = [];
    for (let i = 0; i < 6; i++) {
      await zoom.click();
      levels.push((await zoom.getAttribute('data-zoom')) ?? '');
    }
    expect(levels).toEqual(['1.5', '2', '2.5', '3', '3.5', '1']);
    await expect.poll(async () => (await imageZoom(page)).scale).toBe(1); // after the .12 s transition
    await page.mouse.move(box.x + box.width + 200, box.y - 50);
    await expect.poll(() => zoom.getAttribute('data-zoom')).toBe('1');
    await expect.poll(async () => (await imageZoom(page)).scale).toBe(1); // after the .12 s transition
    expect(uncaught(errors)).toEqual([]);
  });

  test('touch: a tap is a click step around the finger that outlives the finger lifting, and tapping elsewhere ends it', async () => {
    const browser = await getBrowser();
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    touchContexts.push(context);
    const page = await newPage(context);
    await page.goto(fixturePageUrl(SIMPLE, { as: 'guest' }));
    await waitForIslands(page);
    const zoom = zoomOf(page);
    await zoom.scrollIntoViewIfNeeded();
    const box = (await zoom.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect.poll(() => zoom.getAttribute('data-zoom')).toBe('1.5');
    await expect(page.locator(DETAILS).getByRole('status').filter({ hasText: 'Zoom' }).textContent()).resolves.toBe('Zoom 1.5x');
    const tapped = await imageZoom(page);
    expect(tapped.x).toBeCloseTo(30, -1);
    await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect.poll(() => zoom.getAttribute('data-zoom')).toBe('2');
    const title = page.locator(DETAILS).getByRole('heading', { level: 1 });
    await title.scrollIntoViewIfNeeded();
    const heading = (await title.boundingBox())!;
    await page.touchscreen.tap(heading.x + 10, heading.y + heading.height / 2);
    await expect.poll(() => zoom.getAttribute('data-zoom')).toBe('1');
    await expect.poll(async () => (await imageZoom(page)).scale).toBe(1); // after the .12 s transition
  });
});

describe('product page: variant chips', () => {
  test('one chip per variant, at least 24 px, the chosen one in the brand colour; arrow keys choose', async () => {
    const { page, errors } = await openPage(CONFIGURABLE, { as: 'guest' });
    await waitForIslands(page);
    const group = page.locator(DETAILS).getByRole('group', { name: 'Options' });
    const radios = group.getByRole('radio');
    await radios.first().waitFor();
    const chips = group.locator('label');
    const n = await chips.count();
    expect(n).toBeGreaterThan(2);
    const brandColour = await brand(page);
    const looks = await chips.evaluateAll((labels) =>
      labels.map((label) => {
        const style = getComputedStyle(label);
        const input = label.querySelector('input')!;
        const r = label.getBoundingClientRect();
        return { checked: input.checked, border: style.borderTopColor, width: r.width, height: r.height, dot: getComputedStyle(input).opacity };
      }),
    );
    for (const chip of looks) {
      expect(chip.height).toBeGreaterThanOrEqual(24);
      expect(chip.width).toBeGreaterThanOrEqual(24);
      // The native radio (and its blue dot) is not drawn; the chip is the control's face.
      expect(chip.dot).toBe('0');
    }
    expect(looks.filter((c) => c.checked)).toHaveLength(1);
    expect(looks.find((c) => c.checked)!.border).toBe(brandColour);
    expect(looks.filter((c) => !c.checked).every((c) => c.border !== brandColour)).toBe(true);
    // Every chip label on one line.
    for (let i = 0; i < n; i++) expect(await lines(chips.nth(i))).toBe(1);

    await radios.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1).isChecked()).resolves.toBe(true);
    const focusRing = await chips.nth(1).evaluate((label) => [getComputedStyle(label).outlineStyle, getComputedStyle(label).outlineColor]);
    expect(focusRing).toEqual(['solid', brandColour]);
    await expect(chips.nth(1).evaluate((label) => getComputedStyle(label).borderTopColor)).resolves.toBe(brandColour);
    await expectAxeClean(page, { include: DETAILS });
    expect(uncaught(errors)).toEqual([]);
  });
});

describe('product page at 390 px', () => {
  // The hostile corpus fills every server text (names, variants, descriptions, the currency symbol) with long markup.
  for (const [label, path] of [
    ['simple', SIMPLE],
    ['configurable', CONFIGURABLE],
    ['with video', VIDEO],
    ['hostile text', `${CONFIGURABLE}?hostile=1`],
  ] as const) {
    test(`${label}: gallery, thumbnails, options, tabs, quantity and buttons fit; labels stay on one line`, async () => {
      const { page, errors } = await openPage(path, { as: 'guest', viewport: PHONE });
      await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      await waitForIslands(page);
      const details = page.locator(DETAILS);
      await details.getByRole('button', { name: 'Add To Cart' }).waitFor();
      if (path.startsWith(CONFIGURABLE)) await details.getByRole('group', { name: 'Options' }).getByRole('radio').first().waitFor();
      const sticking = await details.evaluate((root) =>
        Array.from(root.querySelectorAll('*'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            // Inside the zoom frame or a row that scrolls sideways (the swipe strip, the thumbnails) is not sticking out.
            return (
              r.width > 0 &&
              (r.right > window.innerWidth + 0.5 || r.left < -0.5) &&
              !el.parentElement?.closest('.sf-gallery__zoom, .sf-gallery__strip, .sf-gallery__thumbs')
            );
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      );
      expect(sticking).toEqual([]);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      for (const name of ['Add To Cart', 'Decrease quantity', 'Increase quantity', 'Add to wishlist', 'Add to compare']) {
        const control = details.getByRole('button', { name, exact: true });
        const box = (await control.boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(24);
        expect(box.height, name).toBeGreaterThanOrEqual(24);
      }
      expect(await lines(details.getByRole('button', { name: 'Add To Cart' }))).toBe(1);
      for (const tab of await details.getByRole('tab').all()) expect(await lines(tab)).toBe(1);
      const thumbs = details.getByRole('list', { name: 'Product images' }).getByRole('button');
      for (const thumb of await thumbs.all()) expect((await thumb.boundingBox())!.width).toBe(80);
      await expectAxeClean(page, { include: DETAILS });
      expect(uncaught(errors)).toEqual([]);
    });
  }
});
