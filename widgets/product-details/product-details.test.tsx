import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';

import { flashes } from '../../shared/stores/flash';

import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { configurableRaw, parse, simpleRaw, variantsAnswer } from './test-data';
import widget from './index';
import { ProductDetails } from './ProductDetails';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const cartBody = { id: 1, items_count: 1, items: [{ id: 1, name: 'x', quantity: 1 }] };
const main = () => screen.getByRole('button', { name: /^Zoom image of/ }).querySelector('img')!;

describe('product-details', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: false, locale: 'en-IN' });
    resetForTest();
    window.history.replaceState(null, '', '/products/item');
  });
  afterEach(() => vi.restoreAllMocks());

  it('validates its product prop with the kernel schema (strings for ids and amounts)', () => {
    expect(widget.validate({ product: simpleRaw }).ok).toBe(true);
    expect(widget.validate({}).ok).toBe(false);
    expect(widget.validate({ product: { ...simpleRaw, id: 'abc' } }).ok).toBe(false);
  });

  it('shows name, SPEC §4 price, wishlist and compare, short description and SKU', () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Aarong Silk Fatua' })).toBeTruthy();
    expect(screen.getByText('৳ 1,650')).toBeTruthy();
    expect(screen.getByRole('deletion').textContent).toBe('Regular price: ৳\u00a01,850');
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to compare' })).toBeTruthy();
    expect(screen.getByText('SKU-0006')).toBeTruthy();
    expect(screen.getByText('Aarong').tagName).toBe('STRONG');
  });

  it('shows a 430x510 main image with 80x80 thumbnails that switch it', async () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    expect([main().getAttribute('width'), main().getAttribute('height')]).toEqual(['430', '510']);
    expect(main().getAttribute('src')).toBe('/storage/product/6/fatua-1.jpg');
    const thumb = screen.getByRole('button', { name: 'Show image 2' });
    expect(thumb.querySelector('img')!.getAttribute('width')).toBe('80');
    await userEvent.click(thumb);
    expect(main().getAttribute('src')).toBe('/storage/product/6/fatua-2.jpg');
    expect(thumb.getAttribute('aria-current')).toBe('true');
  });

  it('cycles the zoom 1 → 1.5 → … → 3.5 → 1 on click, and from the keyboard with Escape to dismiss', async () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    const zoom = screen.getByRole('button', { name: /^Zoom image of/ });
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await userEvent.click(zoom);
      seen.push(zoom.getAttribute('data-zoom')!);
    }
    expect(seen).toEqual(['1.5', '2', '2.5', '3', '3.5', '1']);
    zoom.focus();
    await userEvent.keyboard('{Enter}');
    expect(zoom.getAttribute('data-zoom')).toBe('1.5');
    expect(screen.getByRole('status').textContent).toBe('Zoom 1.5x');
    await userEvent.keyboard(' ');
    expect(zoom.getAttribute('data-zoom')).toBe('2');
    expect(zoom.style.getPropertyValue('--sf-zoom')).toBe('2');
    await userEvent.keyboard('{ArrowRight}');
    expect(zoom.style.getPropertyValue('--sf-zoom-origin')).toBe('60% 50%');
    await userEvent.keyboard('{Escape}');
    expect(zoom.getAttribute('data-zoom')).toBe('1');
    expect(zoom.style.getPropertyValue('--sf-zoom')).toBe('');
  });

  it('keeps quantity at least 1 with minus and plus; the field is read-only and labelled', async () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    const field = screen.getByLabelText<HTMLInputElement>('Quantity');
    expect(field.readOnly).toBe(true);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field.value).toBe('3');
    await userEvent.click(minus);
    expect(field.value).toBe('2');
  });

  it('adds a simple product with its quantity, disabled while the request runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      mock.post('/api/checkout/cart', async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json({ data: cartBody, message: 'Item Added Successfully' });
      }),
    );
    render(<ProductDetails product={parse(simpleRaw)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add To Cart' });
    await userEvent.click(add);
    await waitFor(() => expect(add.disabled).toBe(true));
    await userEvent.click(add);
    release();
    await waitFor(() => expect(add.disabled).toBe(false));
    expect(bodies).toEqual([{ product_id: 6, quantity: 2 }]);
    expect(flashes.value.at(-1)).toMatchObject({ type: 'success', message: 'Item Added Successfully' });
  });

  it('uses the campaign call with the final price for a campaign product', async () => {
    let body: unknown;
    server.use(
      mock.post('/api/checkout/cart/campaign', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: cartBody, message: 'ok' });
      }),
    );
    render(<ProductDetails product={parse({ ...simpleRaw, has_campaign: true, final_price: 1572.5 })} />);
    expect(screen.getByText('৳ 1,572.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(body).toEqual({ product_id: 6, quantity: 1, product_price: 1572.5 }));
  });

  it('never follows an add-to-cart redirect to another origin', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.post('/api/checkout/cart', () => HttpResponse.json({ data: cartBody, redirect: 'https://evil.example/steal' })));
    render(<ProductDetails product={parse(simpleRaw)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(logged.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('not following a redirect')));
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads variants, picks the first, and a choice sets id, price, gallery and ?variant=', async () => {
    server.use(mock.get('/get/variant-products/2', () => HttpResponse.json(variantsAnswer)));
    let body: unknown;
    server.use(
      mock.post('/api/checkout/cart', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: cartBody, message: 'ok' });
      }),
    );
    render(<ProductDetails product={parse(configurableRaw)} />);
    const group = await screen.findByRole('group', { name: 'Options' });
    const first = within(group).getByRole<HTMLInputElement>('radio', { name: /Blue \/ M/ });
    expect(first.checked).toBe(true);
    expect(main().getAttribute('src')).toBe('/storage/product/2/variant-1010.jpg');
    expect(screen.queryByRole('deletion')).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: /Black \/ L/ }));
    expect(main().getAttribute('src')).toBe('/storage/product/2/variant-1011.jpg');
    expect(screen.getAllByText('৳ 2,700').length).toBeGreaterThan(0);
    expect(screen.getByRole('deletion').textContent).toBe('Regular price: ৳\u00a02,940');
    expect(new URL(window.location.href).searchParams.get('variant')).toBe('1011');
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(body).toEqual({ product_id: 1011, quantity: 1 }));
  });

  it('opens the variant a shared link names', async () => {
    window.history.replaceState(null, '', '/products/jeans?variant=1011');
    server.use(mock.get('/get/variant-products/2', () => HttpResponse.json(variantsAnswer)));
    render(<ProductDetails product={parse(configurableRaw)} />);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: /Black \/ L/ })).checked).toBe(true);
  });

  it('prices a campaign variant with the highest discount and adds it through the campaign call', async () => {
    server.use(mock.get('/get/variant-products/2', () => HttpResponse.json(variantsAnswer)));
    let body: unknown;
    server.use(
      mock.post('/api/checkout/cart/campaign', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: cartBody, message: 'ok' });
      }),
    );
    // 15% off: variant 1010 → 2456.5; variant 1011: special 2700 vs campaign 2499 → 2499.
    const product = parse({ ...configurableRaw, has_campaign: 1, final_price: 2456.5, campaign: { discount_type: 'Percentage', discount: '15.00' } });
    render(<ProductDetails product={product} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Black \/ L/ }));
    expect(screen.getByRole('deletion').textContent).toBe('Regular price: ৳\u00a02,940');
    expect(screen.getAllByText('৳ 2,499').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(body).toEqual({ product_id: 1011, quantity: 1, product_price: 2499 }));
  });

  it('has ARIA tabs moved by arrow keys; the Reviews tab holds the product-reviews hook', async () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    const description = screen.getByRole('tab', { name: 'Description' });
    expect(description.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Description' }).textContent).toContain('Hand-stitched silk.');
    description.focus();
    await userEvent.keyboard('{ArrowRight}');
    const reviews = screen.getByRole('tab', { name: 'Reviews' });
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(reviews);
    const hook = screen.getByRole('tabpanel', { name: 'Reviews' }).querySelector('[data-widget="product-reviews"]')!;
    expect(JSON.parse(hook.getAttribute('data-props')!)).toEqual({ productId: 6 });
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(description);
  });

  it('shows the vendor block', () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    expect(screen.getByRole('complementary', { name: 'Vendor' })).toBeTruthy();
  });

  it('keeps images at their size while loading and falls back to the placeholder once', () => {
    render(<ProductDetails product={parse({ ...simpleRaw, images: [] })} />);
    const image = main();
    expect(image.getAttribute('src')).toMatch(/^data:image\//);
    act(() => {
      fireEvent.error(image);
    });
    expect(image.getAttribute('width')).toBe('430');
  });
});
