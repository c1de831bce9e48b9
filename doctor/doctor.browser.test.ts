// `npm run doctor` against the fixture shop, the in-tree Laravel app and broken pages. In the
// browser project for its build and fixture shop; no browser is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkOf, distDir, fixtureUrl } from '../fixtures/rig/browser';
import { startLaravel, type LaravelApp } from '../fixtures/rig/laravel';
import { doctorLines, shopPage, startStub, type Override } from './doctor-kit';

const shop = () => fixtureUrl().replace(/\/$/, '');

async function withStub(overrides: Record<string, Override>, pages: string[]) {
  const stub = await startStub(shop(), overrides);
  try {
    return { ...(await doctorLines(pages.map((p) => `${stub.origin}${p}`))), methods: stub.methods };
  } finally {
    await stub.close();
  }
}

describe('npm run doctor', () => {
  // One run through a stub that passes every request to the shop and counts their methods.
  it('passes the fixture shop: home, a category, a product, the cart, checkout, register; and sends no write: every request of the run is a GET', async () => {
    const { lines, summary, methods } = await withStub({}, [
      '/',
      '/categories/mens-fashion',
      '/products/aarong-cotton-panjabi',
      '/checkout/cart',
      '/checkout/onepage',
      '/customer/register',
    ]);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(summary).toMatch(/^\d{3} passed, 0 failed$/);
    expect(methods.length).toBeGreaterThan(50);
    expect(new Set(methods)).toEqual(new Set(['GET']));
  }, 60_000);

  describe('the in-tree Laravel app', () => {
    let app: LaravelApp;
    beforeAll(async () => {
      app = await startLaravel({ distDir: distDir() });
    }, 60_000);
    afterAll(() => app?.stop());

    it('passes its pages: home, a product, the cart, checkout', async () => {
      const { lines, summary } = await doctorLines(
        ['/', '/products/aarong-cotton-panjabi', '/checkout/cart', '/checkout/onepage'].map((p) => `${app.url}${p}`),
      );
      expect(
        lines.filter((l) => l.startsWith('FAIL')),
        app.log(),
      ).toEqual([]);
      expect(summary).toMatch(/^\d+ passed, 0 failed$/);
    }, 60_000);
  });

  it('names a misspelt widget', async () => {
    const { lines } = await withStub({ '/page': shopPage('<div data-widget="trending-product"></div>') }, ['/page']);
    expect(lines).toContain('FAIL  hook 1 "trending-product" on /page → unknown widget "trending-product" (did you mean "trending-products"?)');
  }, 30_000);

  it('names props that are not JSON', async () => {
    const { lines } = await withStub({ '/page': shopPage(`<div data-widget="product-reviews" data-props="{productId: 12}"></div>`) }, ['/page']);
    let reason = '';
    try {
      JSON.parse('{productId: 12}');
    } catch (error) {
      reason = (error as Error).message;
    }
    expect(lines).toContain(`FAIL  hook 1 "product-reviews" on /page → data-props: invalid JSON (${reason})`);
  }, 30_000);

  it('names a required prop that is missing', async () => {
    const { lines } = await withStub({ '/page': shopPage(`<div data-widget="product-reviews" data-props='{"product_id": 12}'></div>`) }, ['/page']);
    expect(lines).toContain('FAIL  hook 1 "product-reviews" on /page → props: productId: missing');
  }, 30_000);

  it('names a globals field of the wrong type', async () => {
    const { lines } = await withStub({ '/page': shopPage('', '{"currencySymbol": "৳", "isCustomer": "yes"}') }, ['/page']);
    expect(lines).toContain('FAIL  globals.isCustomer on /page → expected boolean or 0 or 1 or "0" or "1" or "" or "true" or "false", got "yes"');
  }, 30_000);

  it('names a chunk that answers 404', async () => {
    const chunk = `/storefront/${chunkOf('product-reviews')}`;
    const { lines } = await withStub(
      {
        '/page': shopPage(`<div data-widget="product-reviews" data-props='{"productId": 1}'></div>`),
        [chunk]: { status: 404, type: 'text/plain', body: 'Not found' },
      },
      ['/page'],
    );
    expect(lines).toContain(`FAIL  chunk ${chunk} → HTTP 404`);
  }, 30_000);

  it('names a JSON route answering an HTML error page', async () => {
    const { lines } = await withStub(
      { '/page': shopPage(''), '/home/products': { type: 'text/html', body: '<!doctype html><title>Server Error</title>' } },
      ['/page'],
    );
    expect(lines).toContain('FAIL  GET /home/products → answered text/html, not JSON (an error page?)');
  }, 30_000);

  it('names a price of null in a list', async () => {
    const variants = JSON.stringify([{ id: 31, name: 'Navy Blue M', price: null, special_price: null }]);
    const { lines } = await withStub({ '/get/variant-products/1': { type: 'application/json', body: variants } }, [
      '/products/aarong-cotton-panjabi',
    ]);
    expect(lines).toContain('FAIL  GET /get/variant-products/1 → [0].price: expected number or string, got null');
  }, 30_000);

  it('names a list row without its id', async () => {
    const rows = JSON.stringify({ data: [{ name: 'No id', price: '10.0000' }] });
    const { lines } = await withStub({ '/page': shopPage(''), '/home/products': { type: 'application/json', body: rows } }, ['/page']);
    expect(lines).toContain('FAIL  GET /home/products → data[0].id: missing');
  }, 30_000);
});
