// Mount cost of the islands runtime: time for Storefront to mount N hello-world hooks, against
// N bare createRoot().render() calls of the same markup (bench/page.ts, bundled here).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../fixtures/rig/build';
import { BLANK_PATH, withPage } from './pages';
import { spread, type Spread } from './stats';

export interface MountResult {
  storefrontMs?: Spread;
  baselineMs?: Spread;
  /** Each run's Storefront time over the bare time of the same round (the pair ran back to back). */
  ratio?: Spread;
  mounted?: number;
  error?: string;
}

export const HOOKS = 100;
/**
 * Pairs run before measuring. V8 tiers both paths up over the first runs, each much slower than
 * later ones; with a single warm-up run the ratio and its median swung widely even on a quiet
 * machine, so the figure said more about the JIT than the code.
 */
export const WARM_UP = 10;
const BENCH_JS_PATH = '/__bench/page.js';

async function bundleBaseline(): Promise<string> {
  const outdir = join(ROOT, '.bench');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, 'page.js');
  await build({
    entryPoints: [join(ROOT, 'bench/page.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return outfile;
}

interface MountArms {
  page: Page;
  /** Storefront.mount of n hello-world hooks until ready(). */
  storefront(n: number): Promise<{ ms: number; mounted: number }>;
  /** n bare createRoot().render() calls until the last commit. */
  bare(n: number): Promise<number>;
}

/** The blank page with the storefront script and the bare-React half, both warmed up. */
export async function withMountPage<T>(browser: Browser, base: string, fn: (arms: MountArms) => Promise<T>): Promise<T> {
  const script = await bundleBaseline();
  return withPage(browser, base, async (page) => {
    await page.route(`${base}${BENCH_JS_PATH}`, (route) => route.fulfill({ path: script, contentType: 'text/javascript' }));
    await page.goto(`${base}${BLANK_PATH}`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'Storefront' in window, null, { timeout: 10_000 });
    await page.addScriptTag({ url: BENCH_JS_PATH, type: 'module' });
    await page.waitForFunction(() => '__bench' in window, null, { timeout: 10_000 });
    type Bench = { baseline(n: number): Promise<number>; storefront(n: number): Promise<{ ms: number; mounted: number }> };
    const arms: MountArms = {
      page,
      storefront: (n) => page.evaluate((count) => (window as unknown as { __bench: Bench }).__bench.storefront(count), n),
      bare: (n) => page.evaluate((count) => (window as unknown as { __bench: Bench }).__bench.baseline(count), n),
    };
    // Warm-up: loads the hello-world and React chunks and lets V8 optimise both paths.
    for (let i = 0; i < WARM_UP; i++) {
      await arms.storefront(HOOKS);
      await arms.bare(HOOKS);
    }
    return fn(arms);
  });
}

export async function measureMount(browser: Browser, base: string, runs: number): Promise<MountResult> {
  try {
    return await withMountPage(browser, base, async ({ storefront: sf, bare }) => {
      const sfTimes: number[] = [];
      const bareTimes: number[] = [];
      let mounted = HOOKS;
      // Pairs back to back, in alternating order, so a burst of load elsewhere hits both sides.
      for (let i = 0; i < runs; i++) {
        if (i % 2) bareTimes.push(await bare(HOOKS));
        const r = await sf(HOOKS);
        sfTimes.push(r.ms);
        mounted = Math.min(mounted, r.mounted);
        if (i % 2 === 0) bareTimes.push(await bare(HOOKS));
      }
      const ratios = sfTimes.map((ms, i) => ms / bareTimes[i]!);
      return { storefrontMs: spread(sfTimes)!, baselineMs: spread(bareTimes)!, ratio: spread(ratios)!, mounted };
    });
  } catch (e) {
    return { error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  }
}
