// Morphs (CONTRACT §2): Livewire 3 and Turbo 8's morph refresh rewrite a region in place, back
// to its server HTML. A mounted hook rewritten that way remounts, and its old React root is let go.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, uncaught, waitForIslands } from '../fixtures/rig/browser';
import { bladePage, servePage, serveVendor } from '../fixtures/rig/scratch-pages';

/** What the server renders for the region: hooks with their fallbacks, no runtime state. */
const REGION = `<section id="region"><div id="hello" data-widget="hello-world"><p>Loading …</p></div>
<div id="flash" data-widget="flash-messages"></div></section>`;

async function expectRemounted(page: Page): Promise<void> {
  // 'attached': the flash hook is an empty fixed region, never "visible" to Playwright.
  await page.waitForSelector('#hello[data-widget-state="mounted"]', { state: 'attached' });
  await page.waitForSelector('#flash[data-widget-state="mounted"]', { state: 'attached' });
  await expect.poll(() => page.locator('#hello').textContent()).toBe('Hello World');
  // One live flash island: a message shows once (a dead root would show none, two roots twice).
  await page.evaluate(() => window.Storefront!.flash('success', 'Saved after the morph'));
  await expect.poll(() => page.getByText('Saved after the morph').count()).toBe(1);
}

describe('a hook morphed back to its server HTML', () => {
  it('remounts under Alpine morph (Livewire 3 morphs this way)', async () => {
    const { page, errors } = await openPage('/__fixture/session');
    await serveVendor(page, 'alpine', 'alpineMorph');
    const url = await servePage(
      page,
      '/__morph/alpine',
      bladePage({
        head: `<script type="module">import Alpine from '/__vendor/alpine.js'; import morph from '/__vendor/alpineMorph.js';
Alpine.plugin(morph); window.Alpine = Alpine; Alpine.start();</script>`,
        body: REGION,
      }),
    );
    await page.goto(url);
    await waitForIslands(page);
    await page.waitForFunction(() => typeof (window as { Alpine?: { morph?: unknown } }).Alpine?.morph === 'function', undefined, { timeout: 5000 });
    expect(await page.locator('#hello').textContent()).toBe('Hello World');
    await page.evaluate((html) => {
      const { Alpine } = window as unknown as { Alpine: { morph(el: Element, html: string): void } };
      Alpine.morph(document.getElementById('region')!, html);
    }, REGION);
    await expectRemounted(page);
    expect(uncaught(errors)).toEqual([]);
  });

  it('remounts under a Turbo 8 morph refresh', async () => {
    const { page, errors } = await openPage('/__fixture/session');
    await serveVendor(page, 'turbo');
    const url = await servePage(
      page,
      '/__morph/turbo',
      bladePage({
        globalsIn: 'body',
        head: '<meta name="turbo-refresh-method" content="morph"><script type="module" src="/__vendor/turbo.js"></script>',
        body: REGION,
      }),
    );
    await page.goto(url);
    await waitForIslands(page);
    await page.waitForFunction(() => (window as { Turbo?: unknown }).Turbo !== undefined);
    const rendered = page.waitForFunction(() => (window as { morphed?: boolean }).morphed === true);
    await page.evaluate(() => {
      document.addEventListener(
        'turbo:render',
        (e) => ((window as { morphed?: boolean }).morphed = (e as CustomEvent<{ renderMethod?: string }>).detail.renderMethod === 'morph'),
        { once: true },
      );
      (window as unknown as { Turbo: { visit(url: string, o: object): void } }).Turbo.visit(location.href, { action: 'replace' });
    });
    await rendered;
    await expectRemounted(page);
    expect(uncaught(errors)).toEqual([]);
  });
});
