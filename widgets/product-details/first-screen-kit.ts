import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { products } from '../../fixtures/server/seed/products';
import { fixturePageUrl, openPage, uncaught } from '../../fixtures/rig/browser';

// The phone's first screen sells: on every fixture product page, as it opens on a phone (no
// scrolling), the product's name, its price and (at least half of) its main photo are on the screen
// and nothing covers them, the Add To Cart bar is not shown (the page's own button has not been passed), the thumbnails
// are one row, and nothing reaches past the island's sides (a hook as wide as the screen would scroll
// sideways) or widens the page. Kept fast: each product is opened once, measured at one phone size,
// resized to the other and measured again (the next product opens at that size); two pages share a
// file's products, and three files (first-screen-1 to -3) share them all, so on one core each file
// stays well inside its test's time.
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;
const LANES = 2;
const DETAILS = '[data-widget="product-details"][data-widget-state="mounted"]';

interface FirstScreen {
  scrollY: number;
  /** Per part: its box, and whether the point at its centre is the part itself (nothing on top). */
  parts: Record<'name' | 'price' | 'photo', { top: number; bottom: number; seen: boolean } | null>;
  /** Whether the cart row is the bar at the bottom of the screen. */
  bar: boolean;
  /** The distinct tops of the thumbnails: one row has one. */
  thumbRows: number;
  /** The island's parts reaching past its own sides (a full-width hook would scroll sideways), and the page's width. */
  outside: string[];
  scrollWidth: number;
}

/** What is wrong with the first screen of the page as it is now laid out. */
async function firstScreenProblems(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const shown: FirstScreen = await page.locator(DETAILS).evaluate((root) => {
    const part = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { top: r.top, bottom: r.bottom, seen: hit !== null && (hit === el || el.contains(hit)) };
    };
    const thumbs = Array.from(root.querySelectorAll('.sf-gallery__thumbs li'), (li) => Math.round(li.getBoundingClientRect().top));
    const box = root.getBoundingClientRect();
    // Inside a row that scrolls sideways (the swipe strip, the thumbnails) is that row's content, not the
    // page's; a visually hidden label (1 px, clipped) shows nothing.
    const outside = Array.from(root.querySelectorAll('*'))
      .filter((el) => !el.parentElement?.closest('.sf-gallery__strip, .sf-gallery__thumbs'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`);
    return {
      outside,
      scrollWidth: document.documentElement.scrollWidth,
      scrollY: window.scrollY,
      parts: {
        name: part(root.querySelector('h1')),
        price: part(root.querySelector('.sf-product__price')),
        photo: part(root.querySelector('.sf-gallery__zoom')),
      },
      bar: root.querySelector('.sf-product__cart')?.hasAttribute('data-stuck') ?? true,
      thumbRows: new Set(thumbs).size,
    };
  });
  // Name and price whole; the photo at least down to its middle (a long name on a short phone pushes its foot below).
  const shownTo = (what: string, box: { top: number; bottom: number }) => (what === 'photo' ? (box.top + box.bottom) / 2 : box.bottom);
  const problems = Object.entries(shown.parts).flatMap(([what, box]) =>
    !box
      ? [`${what} missing`]
      : shownTo(what, box) > viewport.height || box.top < 0
        ? [`${what} off screen (${Math.round(box.top)}–${Math.round(box.bottom)})`]
        : !box.seen
          ? [`${what} covered`]
          : [],
  );
  if (shown.scrollY !== 0) problems.push(`scrolled to ${shown.scrollY}`);
  if (shown.bar) problems.push('the Add To Cart bar shows before the button was reached');
  if (shown.thumbRows > 1) problems.push(`${shown.thumbRows} rows of thumbnails`);
  if (shown.outside.length > 0) problems.push(`past the island's sides: ${shown.outside.join(', ')}`);
  if (shown.scrollWidth > viewport.width) problems.push(`the page scrolls sideways (${shown.scrollWidth} px)`);
  return problems;
}

/** Two pages share `cases`: each product opened once, measured at one phone size, then at the other. */
export function defineFirstScreen(cases: typeof products): void {
  describe('product page: the first screen on a phone shows name, price and the main photo', () => {
    test(`${PHONES.map((p) => `${p.width} × ${p.height}`).join(' and ')}, ${cases.length} fixture products`, async () => {
      const lanes = await Promise.all(Array.from({ length: LANES }, () => openPage('about:blank', { viewport: PHONES[0] })));
      const failures: string[] = [];
      await Promise.all(
        lanes.map(async ({ page }, lane) => {
          let size = 0;
          for (const product of cases.filter((_, n) => n % LANES === lane)) {
            await page.goto(fixturePageUrl(`/products/${product.urlKey}`, { as: 'guest' }), { waitUntil: 'domcontentloaded' });
            // Enabled once a configurable product's variants are in, so the chips are laid out too.
            await page.locator(DETAILS).getByRole('button', { name: 'Add To Cart', exact: true, disabled: false }).waitFor();
            for (let turn = 0; turn < PHONES.length; turn++) {
              if (turn > 0) {
                size = (size + 1) % PHONES.length;
                await page.setViewportSize(PHONES[size]!);
              }
              const phone = PHONES[size]!;
              const problems = await firstScreenProblems(page, phone);
              if (problems.length > 0) failures.push(`${product.urlKey} at ${phone.width} × ${phone.height}: ${problems.join(', ')}`);
            }
          }
        }),
      );
      expect(failures).toEqual([]);
      expect(lanes.flatMap(({ errors }) => uncaught(errors))).toEqual([]);
    }, 50_000);
  });
}
