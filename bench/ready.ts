// Islands ready on a first visit: the time from navigation until `Storefront.ready()` settles on a
// cold visit (a new context: no cache, no cookies) over Fast 3G at a 390 px phone with 4x CPU
// slowdown, pages taking turns, median of the runs. Also when the core chunk finished arriving,
// since the chain HTML → entry → core and widgets is what this figure is about.
import type { Browser } from 'playwright-core';
import { spread, type Spread } from './stats';
import { CPU_SLOWDOWN } from './taps';

/** Chromium DevTools' Fast 3G as the issue measured it: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const FAST_3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

export interface ReadyResult {
  label: string;
  readyMs?: Spread;
  /** When the core chunk's last byte arrived (Resource Timing responseEnd). */
  coreMs?: Spread;
  error?: string;
}

/** Resolves `window.__storefrontReady` with the time `Storefront.ready()` settled, from the moment the runtime exists. */
const WATCH_READY = `(() => {
  let api;
  window.__storefrontReady = new Promise((resolve) => {
    Object.defineProperty(window, 'Storefront', {
      configurable: true,
      get: () => api,
      set: (value) => {
        api = value;
        value.ready().then(() => resolve(performance.now()));
      },
    });
  });
})();`;

async function visit(browser: Browser, url: string): Promise<{ readyMs: number; coreMs?: number }> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(WATCH_READY);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const readyMs = await page.evaluate(() => (window as unknown as { __storefrontReady: Promise<number> }).__storefrontReady);
    const coreMs = await page.evaluate(() => {
      const core = performance
        .getEntriesByType('resource')
        .filter((e) => /\/chunks\/chunk-[A-Z0-9]+\.js$/.test(e.name))
        .sort((a, b) => (b as PerformanceResourceTiming).encodedBodySize - (a as PerformanceResourceTiming).encodedBodySize)[0];
      return core ? (core as PerformanceResourceTiming).responseEnd : undefined;
    });
    return coreMs === undefined ? { readyMs } : { readyMs, coreMs };
  } finally {
    await context.close().catch(() => {});
  }
}

export async function measureReady(browser: Browser, base: string, pages: [string, string | undefined][], runs: number): Promise<ReadyResult[]> {
  const ready = new Map<string, number[]>();
  const core = new Map<string, number[]>();
  const errors = new Map<string, string>();
  for (let run = 0; run < runs; run++) {
    for (const [label, path] of pages) {
      if (!path) {
        errors.set(label, 'no page found');
        continue;
      }
      try {
        const { readyMs, coreMs } = await visit(browser, `${base}${path}`);
        ready.set(label, [...(ready.get(label) ?? []), readyMs]);
        if (coreMs !== undefined) core.set(label, [...(core.get(label) ?? []), coreMs]);
      } catch (error) {
        errors.set(label, String(error).split('\n')[0]!);
      }
    }
  }
  return pages.map(([label]) => {
    const result: ReadyResult = { label };
    const r = spread(ready.get(label) ?? []);
    const c = spread(core.get(label) ?? []);
    if (r) result.readyMs = r;
    if (c) result.coreMs = c;
    const error = errors.get(label);
    if (error) result.error = error;
    return result;
  });
}
