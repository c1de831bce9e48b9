// Tap latency: how long a shopper on a slow phone waits from a tap to the next frame, measured
// as INP measures it (Event Timing entries that carry an interactionId, the longest entry of
// the interaction), with the CPU slowed 4x through CDP. Every tap gets a fresh session and page
// (POST /__fixture/reset in a new context), so each of the runs starts from the same state.
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { waitForIslands } from '../fixtures/rig/islands';
import { spread, type Spread } from './stats';
import { newPage } from '../fixtures/rig/quiet';

export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile device (Moto G Power): the screen the goals are about. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export interface TapScenario {
  name: string;
  /** Page path, with any QA switches (`?as=customer`). */
  path: string;
  /** Brings the page to the state before the tap (unthrottled) and returns what to tap. */
  prepare(page: Page): Promise<Locator>;
  /** A key typed into the prepared (focused) target instead of a tap: a keystroke's input to next paint. */
  key?: string;
}

export interface TapResult {
  name: string;
  /** Input to next paint per run, ms; a run whose interaction stayed under the 16 ms threshold counts 16. */
  ms?: Spread;
  /** The median run's slowest event split as INP attribution does: "click: wait 8 + handlers 60 + to paint 30". */
  parts?: string;
  error?: string;
}

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);

export function tapScenarios(categoryPath: string): TapScenario[] {
  return [
    {
      name: 'Add To Cart, home product card',
      path: '/home',
      prepare: async (page) => widget(page, 'trending-products').getByRole('button', { name: 'Add To Cart' }).first(),
    },
    {
      name: `brand checkbox, ${categoryPath}`,
      path: categoryPath,
      prepare: async (page) => {
        // Phones keep the filter behind its 'Filter' button (a drawer): open it first.
        const open = widget(page, 'product-filter').getByRole('button', { name: /^Filter/ });
        if (await open.isVisible()) {
          await open.click();
          await page.getByRole('dialog').waitFor();
        }
        return page
          .locator('fieldset', { has: page.locator('legend', { hasText: 'Brand' }) })
          .getByRole('checkbox')
          .first();
      },
    },
    {
      name: 'quantity plus, /checkout/cart',
      path: '/checkout/cart',
      prepare: async (page) => widget(page, 'cart').getByRole('button', { name: 'Increase quantity' }).first(),
    },
    {
      name: 'shipping method, /checkout/onepage/ (customer)',
      path: '/checkout/onepage/?as=customer&courier=0',
      prepare: async (page) => {
        const checkout = widget(page, 'checkout');
        await checkout.getByRole('radio', { name: /House 12/ }).check();
        const methods = checkout.getByRole('group', { name: 'Shipping Method' });
        await methods.waitFor();
        await settled(page);
        return methods.getByRole('radio', { name: /^Express/ });
      },
    },
    {
      name: 'open the mini cart, /home',
      path: '/home',
      prepare: async (page) => widget(page, 'mini-cart').getByRole('button', { name: /^Shopping Cart/ }),
    },
    {
      // "pa" typed and its suggestions on show: the "n" of "pan" re-renders the open list.
      name: 'keystroke in the search box, /home',
      path: '/home',
      key: 'n',
      prepare: async (page) => {
        // The server's field until touched; the first touch brings the combobox in its place.
        const box = widget(page, 'search-box').locator('input[name="q"]');
        await box.pressSequentially('pa');
        await widget(page, 'search-box').locator('form[data-suggestions="ready"]').waitFor();
        return box;
      },
    },
  ];
}

/** No checkout step says it is saving. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.sf-checkout__status')).every((s) => s.textContent === ''));
}

/** A fresh session on a fresh phone-sized page, prepared and quiet, ready for the tap. */
export async function openForTap(
  browser: Browser,
  base: string,
  scenario: TapScenario,
): Promise<{ context: BrowserContext; page: Page; target: Locator; cdp: CDPSession }> {
  const context = await browser.newContext(PHONE);
  try {
    await context.request.post(`${base}/__fixture/reset`);
    const page = await newPage(context);
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'load', timeout: 30_000 });
    await waitForIslands(page, { timeout: 30_000 });
    const target = await scenario.prepare(page);
    await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const cdp = await context.newCDPSession(page);
    return { context, page, target, cdp };
  } catch (e) {
    await context.close().catch(() => {});
    throw e;
  }
}

interface Interaction {
  ms: number;
  /** Where the slowest event's time went, as INP attribution splits it. */
  parts: string;
}

interface Timing {
  id: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}
type TapWindow = Window & { __tap: { from: number; entries: Timing[] } };

/** Taps `target` (or types `key` into it) with the CPU slowed and returns the interaction's input-to-next-paint time. */
export async function tapOnce(page: Page, target: Locator, cdp: CDPSession, armed?: () => Promise<void>, key?: string): Promise<Interaction> {
  await page.evaluate(() => {
    const w = window as unknown as TapWindow;
    w.__tap = { from: performance.now(), entries: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (e.interactionId > 0 && e.startTime >= w.__tap.from) {
          const { interactionId: id, name, startTime, duration, processingStart, processingEnd } = e;
          w.__tap.entries.push({ id, name, startTime, duration, processingStart, processingEnd });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  // Where to tap, found before the slowdown: Playwright's own checks would run slowed too and
  // could still be running when the input arrives.
  await target.tap({ trial: true, timeout: 15_000 });
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap: the target has no box');
  if (key !== undefined) await target.focus();
  await armed?.();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    if (key !== undefined) await page.keyboard.press(key);
    else await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Entries arrive after the frame that ends them; a slowed page may take a while to paint.
    await page.waitForTimeout(300);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(200);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
  }
  const entries = await page.evaluate(() => (window as unknown as TapWindow).__tap.entries);
  // One tap is one interaction, whose figure is its longest event; should the page see more
  // than one interaction, the slowest is what INP keeps.
  const worst = [...entries].sort((a, b) => b.duration - a.duration)[0];
  // No entry: every event of the tap ended within the 16 ms threshold.
  if (!worst) return { ms: 16, parts: 'under 16 ms' };
  const r = Math.round;
  const paint = worst.startTime + worst.duration - worst.processingEnd;
  return {
    ms: worst.duration,
    parts: `${worst.name}: wait ${r(worst.processingStart - worst.startTime)} + handlers ${r(worst.processingEnd - worst.processingStart)} + to paint ${r(Math.max(0, paint))}`,
  };
}

export async function measureTaps(browser: Browser, base: string, scenarios: TapScenario[], runs: number): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const scenario of scenarios) {
    const times: Interaction[] = [];
    let firstError: string | undefined;
    for (let i = 0; i < runs; i++) {
      try {
        const { context, page, target, cdp } = await openForTap(browser, base, scenario);
        try {
          times.push(await tapOnce(page, target, cdp, undefined, scenario.key));
        } finally {
          await context.close().catch(() => {});
        }
      } catch (e) {
        firstError ??= (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 140);
      }
    }
    const result: TapResult = { name: scenario.name };
    const ms = spread(times.map((t) => t.ms));
    if (ms) result.ms = ms;
    // The run at the median (the upper one for an even count) shows where a typical tap's time goes.
    const typical = [...times].sort((a, b) => a.ms - b.ms)[Math.floor(times.length / 2)];
    if (typical) result.parts = typical.parts;
    if (firstError) result.error = `${runs - times.length}/${runs} runs failed: ${firstError}`;
    results.push(result);
  }
  return results;
}
