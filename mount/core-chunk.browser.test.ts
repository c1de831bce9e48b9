// The core chunk (React and the kernel) travels beside the widget chunks on a first visit, not after
// them: the entry asks for it with the first chunk load, so the chain is HTML → storefront.js → core
// and widgets at once. Under the README's strict Content-Security-Policy nothing is refused, and the
// fixture server sends scripts and styles compressed, as a real one does.
import { describe, expect, test } from 'vitest';
import { fixturePageUrl, manifest, fixtureUrl, openPage, uncaught, waitForIslands } from '../fixtures/rig/browser';

const coreFile = () => Object.values(manifest()).find((entry) => entry.name === 'react')!.file;

const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
].join('; ');

describe('the core chunk on a first visit', () => {
  test('is requested while the widget chunks are still on their way, under a strict CSP, and nothing is refused', async () => {
    const { page, context, errors } = await openPage('/__fixture/session');
    await context.addInitScript(() => {
      addEventListener('securitypolicyviolation', (e) => {
        const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[];
        sessionStorage.setItem('csp-violations', JSON.stringify([...seen, `${e.violatedDirective} ${e.blockedURI} from ${e.sourceFile}`]));
      });
    });
    // The home page as a strict-CSP site serves it.
    await page.route(fixturePageUrl('/home'), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
    });
    // Every widget chunk is held until the core chunk has been asked for: with the core found only in
    // a widget chunk's imports, it would never be, and the wait below fails naming it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/storefront\/widgets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const core = new URL(`/storefront/${coreFile()}`, fixtureUrl()).href;
    const asked = Promise.all([page.waitForRequest(core), page.waitForRequest(/\/storefront\/widgets\//)]);
    await page.goto(fixturePageUrl('/home'));
    // Both asked for, and no widget chunk has arrived: every one is still held.
    await asked;
    release();
    await waitForIslands(page);
    // The fixture page's own markup has inline styles (its layout, the reserved heights); a script
    // refused, or anything the bundle's files did, would be ours.
    const violations = await page.evaluate(() => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[]);
    expect(violations.filter((v) => v.startsWith('script-src') || v.includes('/storefront/'))).toEqual([]);
    expect(violations.length).toBeGreaterThan(0); // the listener heard the page's own
    expect(uncaught(errors)).toEqual([]);
  });

  test('scripts and styles come compressed, with Vary: Accept-Encoding', async () => {
    const { page } = await openPage('/__fixture/session');
    const answers = await page.evaluate(
      async (files) => {
        const heads = await Promise.all(
          files.map(async (file) => {
            const response = await fetch(`/storefront/${file}`, { cache: 'no-store' });
            await response.arrayBuffer();
            return { file, vary: response.headers.get('vary') };
          }),
        );
        return {
          heads,
          encoded: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/storefront/'))
            .map((e) => (e as PerformanceResourceTiming).encodedBodySize < (e as PerformanceResourceTiming).decodedBodySize),
        };
      },
      ['storefront.js', 'storefront.css', coreFile()],
    );
    expect(answers.heads.map((h) => h.vary)).toEqual(['Accept-Encoding', 'Accept-Encoding', 'Accept-Encoding']);
    expect(answers.encoded).toEqual([true, true, true]);
  });
});
