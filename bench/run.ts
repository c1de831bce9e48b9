// `npm run bench`: prints bundle sizes and JS per fixture page against bench/budgets.json, the
// runtime's mount cost, tap latency and Lighthouse (mobile) scores against the speed goals, each
// CPU figure as the median (min-max) of repeated runs, after the machine's load average.
// It measures and prints; it never asserts (fixtures/quality/budgets.browser.test.ts does).
// Parts: `npm run bench -- --only=taps,mount` (bench/options.ts; --help lists them).
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { startFixtureServer } from '../fixtures/server/index';
import { DIST, ROOT, runBuild } from '../fixtures/rig/build';
import { ensureChromium, launchOptions } from '../fixtures/rig/chromium';
import { runLighthouse } from './lighthouse';
import { measureMount } from './mount';
import { printMountProfile, profileMount } from './mount-profile';
import { parseOptions } from './options';
import { measurePrefetch, printPrefetch } from './prefetch';
import { BLANK_PATH, discoverPaths, measurePage } from './pages';
import type { PageResult } from './pages';
import { measureReady } from './ready';
import { Overs, printLighthouse, printMount, printPages, printReady, printSizes, printTaps } from './report';
import { bundleSizes } from './sizes';
import { sourceResolver } from './source-maps';
import { reportLoad } from './stats';
import { measureTaps, tapScenarios, type TapResult } from './taps';
import { printTrace, traceLoad, traceTap } from './trace';

interface Found {
  category?: string;
  product?: string;
}

/** A category and a product page linked from /home (or its first category). */
async function findPages(browser: Browser, base: string): Promise<Found> {
  const found = await discoverPaths(browser, base, '/home');
  // Product links may only appear on listing pages (fallbacks), so look one level deeper.
  if (!found.product && found.category) {
    const deeper = await discoverPaths(browser, base, found.category);
    if (deeper.product) found.product = deeper.product;
  }
  return found;
}

async function pagesPart(browser: Browser, base: string, found: Found, overs: Overs): Promise<void> {
  const pages: [string, string | undefined][] = [
    ['/home', '/home'],
    [found.category ?? '/categories/<none found on /home>', found.category],
    [found.product ?? '/products/<none found>', found.product],
    ['/checkout/cart', '/checkout/cart'],
    ['/checkout/onepage/', '/checkout/onepage/'],
    ['/hello', '/hello'],
    ['/gallery/hello-world', '/gallery/hello-world'],
    ['blank page, storefront.js only', BLANK_PATH],
  ];
  const results: PageResult[] = [];
  for (const [label, path] of pages) {
    results.push(path ? await measurePage(browser, base, label, path) : { label, error: 'no link found on /home or its first category' });
  }
  printPages(
    results,
    pages.map(([, path]) => path),
    overs,
  );
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2), process.env);
  const load = reportLoad();
  const { parts } = opts;
  console.log(`Parts: ${[...parts].join(', ')}`);
  if (process.env.SKIP_BUILD === '1') console.log('SKIP_BUILD=1: using the existing dist/');
  else runBuild();

  const overs = new Overs();
  if (parts.has('sizes')) printSizes(bundleSizes(DIST), overs);

  const needsServer = ['pages', 'mount', 'taps', 'prefetch', 'ready', 'trace', 'lighthouse'].some((p) => parts.has(p as never));
  if (needsServer) {
    const server = await startFixtureServer({ port: 0, host: '127.0.0.1', distDir: DIST });
    let browser: Browser | undefined = await chromium.launch(launchOptions(ensureChromium('bench')));
    try {
      const base = server.url.replace(/\/$/, '');
      const found = await findPages(browser, base);
      if (parts.has('pages')) await pagesPart(browser, base, found, overs);
      if (parts.has('mount')) printMount(await measureMount(browser, base, opts.mountRuns), opts.mountRuns, overs);

      const scenarios = tapScenarios(found.category ?? '/categories/mens-fashion');
      let taps: TapResult[] = [];
      if (parts.has('taps')) {
        taps = await measureTaps(browser, base, scenarios, opts.tapRuns);
        printTaps(taps, opts.tapRuns, overs);
      }
      if (parts.has('prefetch')) {
        const listing = found.category ?? '/categories/mens-fashion';
        printPrefetch(await measurePrefetch(browser, base, listing, 5), listing, 5, overs);
      }
      if (parts.has('ready')) {
        const pages: [string, string | undefined][] = [
          ['/home', '/home'],
          [found.product ?? 'product (none found)', found.product],
        ];
        printReady(await measureReady(browser, base, pages, opts.readyRuns), opts.readyRuns, overs);
      }
      if (parts.has('trace')) {
        const resolve = await sourceResolver(DIST, ROOT);
        printTrace(
          `Trace: ${opts.tracePage} loading, 4x CPU slowdown, until its islands settle (no scrolling)`,
          await traceLoad(browser, base, opts.tracePage, resolve),
        );
        // The slowest tap when taps ran, else every tap once.
        const worst = [...taps].filter((t) => t.ms).sort((a, b) => b.ms!.median - a.ms!.median)[0];
        for (const scenario of worst ? scenarios.filter((s) => s.name === worst.name) : scenarios) {
          const traced = await traceTap(browser, base, scenario, resolve);
          printTrace(`Trace: tap "${scenario.name}" (${Math.round(traced.tapMs)} ms to next paint this time)`, traced);
        }
        printMountProfile(await profileMount(browser, base, resolve));
      }

      if (parts.has('lighthouse')) {
        // Lighthouse last and alone in its own Chromium: it measures CPU time, keep it quiet.
        await browser.close().catch(() => {});
        browser = undefined;
        const audited: [string, string | undefined][] = [
          ['/home', '/home'],
          [found.category ?? 'category (none found)', found.category],
          [found.product ?? 'product (none found)', found.product],
          ['/checkout/cart', '/checkout/cart'],
          ['/checkout/onepage/', '/checkout/onepage/'],
        ];
        const lh = await runLighthouse(
          ensureChromium('bench'),
          audited.map(([label, path]) => [label, path ? `${base}${path}` : undefined]),
          opts.lighthouseRuns,
        );
        printLighthouse(lh, opts.lighthouseRuns, overs);
      }
    } finally {
      await browser?.close().catch(() => {});
      await server.close().catch(() => {});
    }
  }

  if (load.warning) console.log(`\n${load.warning}`);
  // One last line naming everything over, so a glance (or `tail -1`) tells the whole story.
  console.log(
    overs.list.length ? `\nOVER bench/budgets.json (${overs.list.length}): ${overs.list.join('; ')}` : '\nAll figures within bench/budgets.json.',
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
