import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { fixturePageUrl, getBrowser, newPage, openPage, uncaught, waitForIslands } from '../../fixtures/rig/browser';

// The phone's gallery: a strip of the images that a swipe moves one image at a time, the
// thumbnails one row that follows it; a thumbnail glides the strip to its image. Wide, one image
// with the zoom steps, the thumbnails still one row.
const PRODUCT = '/products/aarong-cotton-panjabi'; // five images once its first variant is chosen
const DETAILS = '[data-widget="product-details"]';
const PHONE = { width: 390, height: 844 };

const zoomOf = (page: Page) => page.locator(DETAILS).getByRole('button', { name: /^Zoom image of/ });
const thumbsOf = (page: Page) => page.locator(DETAILS).getByRole('list', { name: 'Product images' }).getByRole('button');
/** Which thumbnail is marked as shown (1-based), and the main image's address. */
const shown = async (page: Page) => ({
  thumb: (await thumbsOf(page).evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'))) + 1,
  src: await zoomOf(page).locator('img').getAttribute('src'),
});
const thumbSrc = (page: Page, n: number) =>
  thumbsOf(page)
    .nth(n - 1)
    .locator('img')
    .getAttribute('src');
/** The strip's scroll position in images (0 = the first), and how many images are laid out in it. */
const strip = (page: Page) =>
  page.locator(`${DETAILS} .sf-gallery__strip`).evaluate((el) => ({ at: el.scrollLeft / el.clientWidth, wide: el.scrollWidth / el.clientWidth }));

const contexts: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
});

async function openPhone() {
  const browser = await getBrowser();
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  contexts.push(context);
  const page = await newPage(context);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(fixturePageUrl(PRODUCT, { as: 'guest' }));
  // Every island of the page settled (none scrolled to: the page stays at its top): one that
  // mounted later would move the gallery from under a swipe aimed at where it was.
  await waitForIslands(page, { scrollLazy: false });
  await page.locator(DETAILS).getByRole('button', { name: 'Add To Cart', exact: true, disabled: false }).waitFor();
  await expect.poll(() => thumbsOf(page).count()).toBe(5);
  return { page, errors };
}

describe('product gallery on a phone', () => {
  test('a bounded main image, one scrolling row of thumbnails, a swipe moves to the next image and the thumbnails follow', async () => {
    const { page, errors } = await openPhone();
    const main = (await zoomOf(page).boundingBox())!;
    expect(main.height).toBeLessThanOrEqual(PHONE.height * 0.45);
    expect(main.width).toBeGreaterThan(PHONE.width * 0.8);
    const row = await page.locator(`${DETAILS} .sf-gallery__thumbs`).evaluate((ul) => ({
      tops: new Set(Array.from(ul.children, (li) => Math.round(li.getBoundingClientRect().top))).size,
      scrolls: ul.scrollWidth > ul.clientWidth,
      overflowX: getComputedStyle(ul).overflowX,
    }));
    expect(row).toEqual({ tops: 1, scrolls: true, overflowX: 'auto' });
    expect(await strip(page)).toEqual({ at: 0, wide: 5 });
    expect(await shown(page)).toEqual({ thumb: 1, src: await thumbSrc(page, 1) });

    // A finger swipes the image leftwards: the strip snaps to the second image, which is now the main one.
    // Each swipe is read once the strip has come to rest (its scrollend): a touch that came while it
    // still glided would be part of that scroll, and a position read mid-glide is not where it stops.
    const cdp = await page.context().newCDPSession(page);
    type Resting = { sfRest?: { at: number } | null };
    const swipe = async (dx: number) => {
      await page.locator(`${DETAILS} .sf-gallery__strip`).evaluate((el) => {
        const w = window as unknown as Resting;
        w.sfRest = null;
        el.addEventListener('scrollend', () => (w.sfRest = { at: el.scrollLeft / el.clientWidth }), { once: true });
      });
      const box = (await zoomOf(page).boundingBox())!;
      const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      // The finger's own timing, stamped on each touch (seconds): a move every frame, then held
      // still before it lifts, so the swipe ends without a fling however late each event arrives.
      // Stamped with their arrival, moves that a busy machine delivered in a burst read as a fast
      // flick, and Chromium flings a fast flick on past the next image, snap stop or not. The gesture
      // is stamped a second back, so none of its stamps lies ahead of the browser's clock.
      const started = Date.now() - 1_000;
      const at = (ms: number) => ({ timestamp: (started + ms) / 1000 });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], ...at(0) });
      for (let step = 1; step <= 8; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }], ...at(16 * step) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], ...at(16 * 8 + 200) });
      const rest = await page.waitForFunction(() => (window as unknown as Resting).sfRest);
      return (await rest.jsonValue())!.at;
    };
    // Three quarters of the image: past its middle with room to spare for the touch slop, so a
    // slow release (no fling) snaps onward too.
    const dx = Math.round(main.width * 0.75);
    expect(await swipe(-dx), 'one swipe moves one image').toBe(1);
    await expect.poll(() => shown(page)).toEqual({ thumb: 2, src: await thumbSrc(page, 2) });
    expect(await swipe(dx), 'the swipe back returns to the first image').toBe(0);
    await expect.poll(() => shown(page)).toEqual({ thumb: 1, src: await thumbSrc(page, 1) });
    expect(await page.evaluate(() => window.scrollY)).toBe(0); // a sideways swipe does not scroll the page
    expect(uncaught(errors)).toEqual([]);
  });

  test('a thumbnail, tapped or chosen from the keyboard, glides the strip to its image; the main image still zooms', async () => {
    const { page, errors } = await openPhone();
    await thumbsOf(page).nth(3).tap();
    await expect.poll(() => strip(page).then((s) => s.at)).toBe(3);
    expect(await shown(page)).toEqual({ thumb: 4, src: await thumbSrc(page, 4) });
    await thumbsOf(page).nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => strip(page).then((s) => s.at)).toBe(1);
    expect(await shown(page)).toEqual({ thumb: 2, src: await thumbSrc(page, 2) });
    // The last thumbnail, out of the row's view, is scrolled into it when focused.
    await thumbsOf(page).nth(4).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => shown(page).then((s) => s.thumb)).toBe(5);
    expect(
      await thumbsOf(page)
        .nth(4)
        .evaluate((b) => b.getBoundingClientRect().right <= window.innerWidth),
    ).toBe(true);
    // Only the shown image is a control: one zoom button, stepping as on a wide screen.
    await expect.poll(() => zoomOf(page).count()).toBe(1);
    await zoomOf(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomOf(page).getAttribute('data-zoom')).toBe('1.5');
    await expectAxeClean(page, { include: DETAILS });
    expect(uncaught(errors)).toEqual([]);
  });
});

describe('product gallery on a wide screen', () => {
  test('one image at a time with the zoom steps; the thumbnails one row', async () => {
    const { page, errors } = await openPage(PRODUCT, { as: 'guest', viewport: { width: 1366, height: 900 } });
    await page.locator(DETAILS).getByRole('button', { name: 'Add To Cart', exact: true, disabled: false }).waitFor();
    await expect.poll(() => thumbsOf(page).count()).toBe(5);
    expect(await strip(page)).toEqual({ at: 0, wide: 1 });
    const box = (await zoomOf(page).boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([430, 510]);
    await thumbsOf(page).nth(2).click();
    expect(await shown(page)).toEqual({ thumb: 3, src: await thumbSrc(page, 3) });
    expect(await strip(page)).toEqual({ at: 0, wide: 1 });
    const levels: string[] = [];
    for (let i = 0; i < 6; i++) {
      await zoomOf(page).click();
      levels.push((await zoomOf(page).getAttribute('data-zoom')) ?? '');
    }
    // The mouse stays over the image, so the hover zoom (1.5) is where the steps start from.
    expect(levels).toEqual(['1.5', '2', '2.5', '3', '3.5', '1']);
    const tops = await thumbsOf(page).evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    expect(uncaught(errors)).toEqual([]);
  });
});
