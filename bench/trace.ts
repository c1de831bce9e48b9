// `npm run bench -- --only=trace`: Chrome traces, with the CPU slowed 4x, of the home page
// loading and of the slowest tap (each tap once when taps did not run), summarised
// (bench/trace-parse.ts) so a figure over its goal comes with where the time went.
// Diagnostic: runs only when named.
import type { Browser, Page } from 'playwright-core';
import { waitForIslands } from '../fixtures/rig/islands';
import { CPU_SLOWDOWN, openForTap, PHONE, tapOnce, type TapScenario } from './taps';
import { summariseTrace, type Resolve, type TraceSummary } from './trace-parse';
import { newPage } from '../fixtures/rig/quiet';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];
const MARK = 'bench:measure';

/**
 * Starting V8's sampling profiler costs the page a few hundred ms of main-thread work (it logs
 * every compiled function): let that pass, then mark where the measured part begins.
 */
async function startTracing(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1_000)));
  await page.evaluate((mark) => performance.mark(mark), MARK);
}

/** The page loading on a slowed CPU until its (eager) islands settle, as TBT sees it: no scrolling. */
export async function traceLoad(browser: Browser, base: string, path: string, resolve?: Resolve): Promise<TraceSummary> {
  const context = await browser.newContext(PHONE);
  try {
    await context.request.post(`${base}/__fixture/reset`);
    const page = await newPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Start in a page of the same site: the renderer (and its profiler) stays across the navigation.
    await page.goto(`${base}/__fixture/session`);
    await startTracing(browser, page);
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await waitForIslands(page, { timeout: 60_000, scrollLazy: false });
    await page.waitForTimeout(2_000);
    return summariseTrace((await browser.stopTracing()).toString('utf8'), 8, resolve, MARK);
  } finally {
    await context.close().catch(() => {});
  }
}

/** One tap of `scenario`, traced from just before the tap until its next frame has passed. */
export async function traceTap(browser: Browser, base: string, scenario: TapScenario, resolve?: Resolve): Promise<TraceSummary & { tapMs: number }> {
  const { context, page, target, cdp } = await openForTap(browser, base, scenario);
  try {
    const { ms } = await tapOnce(page, target, cdp, () => startTracing(browser, page), scenario.key);
    return { ...summariseTrace((await browser.stopTracing()).toString('utf8'), 8, resolve, MARK), tapMs: ms };
  } finally {
    await context.close().catch(() => {});
  }
}

export function printTrace(title: string, s: TraceSummary): void {
  console.log(`\n${title}\n  long tasks (≥ 50 ms): ${s.taskCount}, blocking beyond 50 ms: ${s.blockingMs} ms`);
  if (s.taskCount) console.log(`  the longest, with the self time of each kind of work in them:`);
  for (const t of s.longTasks) {
    console.log(`  ${String(t.ms).padStart(5)} ms at ${t.startMs} ms: ${t.parts.map(([what, ms]) => `${what} ${ms} ms`).join('; ')}`);
  }
  if (s.scripts.length) console.log(`  self time in long tasks by script: ${s.scripts.map(([f, ms]) => `${f} ${ms} ms`).join(', ')}`);
  if (s.functions.length) {
    console.log('  top functions by self time in long tasks:');
    for (const [fn, ms] of s.functions) console.log(`    ${String(ms).padStart(5)} ms  ${fn}`);
  }
}
