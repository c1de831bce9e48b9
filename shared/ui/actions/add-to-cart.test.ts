import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../net/navigate';
import { flashes } from '../../stores/flash';
import { useMockServer } from '../../testing/msw';
import { freshPage, speakBangla } from '../../testing/page';
import { addProductToCart } from './add-to-cart';

const server = useMockServer();
const cart = { id: 1, items_count: 1, items: [] };
const shirt = { id: 7, name: 'Yellow Slim Fit Casual Shirt', price: 1500, special_price: 1200 };

function cartBackend(answer: Record<string, unknown> = { data: cart, message: 'Item added to cart.' }) {
  const sent: unknown[] = [];
  server.use(
    mock.post('/api/checkout/cart', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(answer);
    }),
    mock.get('/api/checkout/cart', () => HttpResponse.json({ data: cart })),
  );
  return sent;
}

describe('addProductToCart', () => {
  beforeEach(() => freshPage());
  afterEach(() => {
    delete (window as { fbq?: unknown }).fbq;
    vi.restoreAllMocks();
  });

  it('sends AddToCart to the pixel in BDT with the price that went to the cart', async () => {
    const fbq = vi.fn();
    (window as { fbq?: unknown }).fbq = fbq;
    const sent = cartBackend();
    await expect(addProductToCart(shirt, 2)).resolves.toBe(true);
    expect(sent).toEqual([{ product_id: 7, quantity: 2 }]);
    // The pixel's code is a chunk of its own, loaded because the page has the pixel.
    await vi.waitFor(() =>
      expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', expect.objectContaining({ currency: 'BDT', content_ids: ['7'], value: 2400 })),
    );
    expect(flashes.value.at(-1)).toMatchObject({ type: 'success', message: 'Item added to cart.' });
  });

  it('adds without a pixel on the page, and sends no event', async () => {
    cartBackend();
    await expect(addProductToCart(shirt)).resolves.toBe(true);
    expect((window as { fbq?: unknown }).fbq).toBeUndefined();
  });

  it('follows a same-origin redirect of a successful answer, never another origin', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    cartBackend({ data: cart, message: 'Added', redirect: '/checkout/onepage/' });
    await addProductToCart(shirt);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/onepage/`);

    assign.mockClear();
    cartBackend({ data: cart, message: 'Added', redirect: 'https://evil.example/steal' });
    await addProductToCart(shirt);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('addProductToCart in Bangla', () => {
  afterEach(() => vi.restoreAllMocks());

  it("flashes SPEC's fallback in Bangla when the server gives no text", async () => {
    await speakBangla();
    server.use(mock.post('/api/checkout/cart', () => new HttpResponse(null, { status: 500 })));
    await expect(addProductToCart(shirt)).resolves.toBe(false);
    expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'একটি ত্রুটি হয়েছে' });
  });
});
