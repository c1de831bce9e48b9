// `npm run bench`: prints bundle sizes, JS per fixture page and the runtime's mount cost.
// It measures and prints; it never asserts (budgets belong in tests).
import { chromium } from 'playwright-core';
import { startFixtureServer } from '../fixtures/server/index';
import { DIST, runBuild } from '../fixtures/rig/build';
import { ensureChromium, launchOptions } from '../fixtures/rig/chromium';
import { kb, printTable } from './gzip';
import { measureMount } from './mount';
import { BLANK_PATH, discoverPaths, measurePage } from './pages';
import type { PageResult } from './pages';
import { bundleSizes } from './sizes';

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD === '1') console.log('SKIP_BUILD=1: using the existing dist/');
  else runBuild();

  const sizes = bundleSizes(DIST);
  const sizeRows = [
    ...(sizes.entry ? [[sizes.entry.name, sizes.entry.file, kb(sizes.entry.gzip), '']] : []),
    ...(sizes.react ? [[sizes.react.name, sizes.react.file, kb(sizes.react.gzip), sizes.react.how]] : []),
    ...sizes.widgets.map((w) => [`widget ${w.name}`, w.file, kb(w.gzip), `with shared imports ${kb(w.withShared)}`]),
  ];
  printTable('Bundle (gzip -9)', ['chunk', 'file', 'gzip', 'note'], sizeRows);
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
      ['page', 'hooks', 'js files', 'js gzip', 'note'],
      results.map((r) => [
        r.label,
        r.hooks == null ? 'n/a' : String(r.hooks),
        r.jsFiles == null ? 'n/a' : String(r.jsFiles),
        kb(r.jsGzip),
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
  } finally {
    await browser.close().catch(() => {});
    await server.close().catch(() => {});
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
