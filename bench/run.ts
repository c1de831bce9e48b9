// `npm run bench`: prints bundle sizes and JS per fixture page against bench/budgets.json,
// the runtime's mount cost, and Lighthouse (mobile) scores for the main fixture pages.
// It measures and prints; it never asserts (fixtures/quality/budgets.browser.test.ts does).
import { chromium } from 'playwright-core';
import { startFixtureServer } from '../fixtures/server/index';
import { DIST, runBuild } from '../fixtures/rig/build';
import { ensureChromium, launchOptions } from '../fixtures/rig/chromium';
import { BUDGETS, against } from './budgets';
import { kb, printTable } from './gzip';
import { runLighthouse } from './lighthouse';
import { measureMount } from './mount';
import { BLANK_PATH, discoverPaths, measurePage } from './pages';
import type { PageResult } from './pages';
import { bundleSizes } from './sizes';

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD === '1') console.log('SKIP_BUILD=1: using the existing dist/');
  else runBuild();

  const sizes = bundleSizes(DIST);
  const overs: string[] = [];
  const flag = (what: string, bytes: number | undefined, budget: number | undefined) => {
    const cell = against(bytes, budget);
    if (cell.over) overs.push(`${what} ${kb(bytes)} > ${kb(budget)}`);
    return cell.text;
  };
  const sizeRows = [
    ...(sizes.entry ? [[sizes.entry.name, sizes.entry.file, kb(sizes.entry.gzip), flag('entry', sizes.entry.gzip, BUDGETS.entry.gzip), '']] : []),
    ...(sizes.react ? [[sizes.react.name, sizes.react.file, kb(sizes.react.gzip), '', sizes.react.how]] : []),
    ...sizes.widgets.map((w) => [
      `widget ${w.name}`,
      w.file,
      kb(w.gzip),
      flag(`widget ${w.name}`, w.gzip, BUDGETS.widgetChunk.gzip),
      `with shared imports ${kb(w.withShared)}`,
    ]),
  ];
  printTable('Bundle (gzip -9)', ['chunk', 'file', 'gzip', 'budget', 'note'], sizeRows);
  for (const note of sizes.notes) console.log(`  note: ${note}`);

  const server = await startFixtureServer({ port: 0, host: '127.0.0.1', distDir: DIST });
  const browser = await chromium.launch(launchOptions(ensureChromium()));
  try {
    const base = server.url.replace(/\/$/, '');
    const found = await discoverPaths(browser, base, '/home');
    // Product links may only appear on listing pages (fallbacks), so look one level deeper.
    if (!found.product && found.category) {
      const deeper = await discoverPaths(browser, base, found.category);
      if (deeper.product) found.product = deeper.product;
    }
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
    printTable(
      'JavaScript loaded per page (same-origin scripts, gzip -9, after islands settle)',
      ['page', 'hooks', 'js files', 'js gzip', 'budget', 'note'],
      results.map((r, i) => [
        r.label,
        r.hooks == null ? 'n/a' : String(r.hooks),
        r.jsFiles == null ? 'n/a' : String(r.jsFiles),
        kb(r.jsGzip),
        flag(`page ${r.label}`, r.jsGzip, BUDGETS.pages[pages[i]?.[1] ?? '']?.gzip),
        r.error ?? '',
      ]),
    );

    const mount = await measureMount(browser, base);
    const ratio =
      mount.storefrontMs != null && mount.baselineMs ? (mount.storefrontMs / mount.baselineMs).toFixed(2) : 'n/a';
    printTable(
      'Mount 100 hello-world hooks (median of 5, after warm-up)',
      ['Storefront.mount + ready()', 'bare createRoot x100', 'ratio', 'note'],
      [
        [
          mount.storefrontMs == null ? 'n/a' : `${mount.storefrontMs.toFixed(1)} ms`,
          mount.baselineMs == null ? 'n/a' : `${mount.baselineMs.toFixed(1)} ms`,
          ratio === 'n/a' ? ratio : `${ratio}x`,
          mount.error ?? (mount.mounted != null && mount.mounted < 100 ? `only ${mount.mounted}/100 mounted` : ''),
        ],
      ],
    );

    // Lighthouse last and alone in its own Chromium: it measures CPU time, keep it quiet.
    await browser.close().catch(() => {});
    const audited: [string, string | undefined][] = [
      ['/home', '/home'],
      [found.category ?? 'category (none found)', found.category],
      [found.product ?? 'product (none found)', found.product],
      ['/checkout/cart', '/checkout/cart'],
      ['/checkout/onepage/', '/checkout/onepage/'],
    ];
    const lh = await runLighthouse(
      ensureChromium(),
      audited.map(([label, path]) => [label, path ? `${base}${path}` : undefined]),
    );
    const score = (n: number | undefined) => (n == null ? 'n/a' : String(n));
    printTable(
      'Lighthouse 12 (mobile: simulated slow 4G, 4x CPU slowdown; scores 0-100)',
      ['page', 'performance', 'accessibility', 'CLS', 'TBT', 'note'],
      lh.map((r) => [
        r.label,
        score(r.performance),
        score(r.accessibility),
        r.cls == null ? 'n/a' : r.cls.toFixed(3),
        r.tbtMs == null ? 'n/a' : `${Math.round(r.tbtMs)} ms`,
        r.error ? `n/a: ${r.error}` : '',
      ]),
    );

    console.log(overs.length ? `\nOVER BUDGET (bench/budgets.json):\n  ${overs.join('\n  ')}` : '\nAll figures within bench/budgets.json.');
  } finally {
    await browser.close().catch(() => {});
    await server.close().catch(() => {});
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
