import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingFilter, priceCeiling, setListingFilter } from '../../shared/stores/listing-filter';
import { useMockServer } from '../../shared/testing/msw';
import { onPhoneScreen } from '../../shared/testing/screen';
import { freshPage } from '../../shared/testing/page';
import { ProductFilter } from './ProductFilter';
import { swatchColor } from './options';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const brands = [
  { id: 1, admin_name: 'Walton' },
  { id: '2', admin_name: 'Aarong' },
];
const colors = [
  { id: 1, admin_name: 'Red', swatch_value: '#E53935' },
  { id: 3, admin_name: 'White', swatch_value: 'url(x)' },
];
const sizes = [
  { id: 1, admin_name: 'S' },
  { id: 2, admin_name: 'M' },
];
const calls: string[] = [];

function backend(codes: string[], scope: 'category' | 'brand' = 'category') {
  server.use(
    mock.get(`/${scope}-filter/:id`, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return HttpResponse.json(codes.map((code, i) => ({ id: i + 1, code, admin_name: code })));
    }),
    mock.get('/api/categories/all/brands', () => (calls.push('brands'), HttpResponse.json(brands))),
    mock.get('/api/categories/all/colors', () => (calls.push('colors'), HttpResponse.json(colors))),
    mock.get('/api/categories/all/size', () => (calls.push('sizes'), HttpResponse.json({ data: sizes }))),
  );
}

/** The filter with only its Price section: the two sliders and the two boxes. */
function priceFilter() {
  backend(['price']);
  render(<ProductFilter scope="category" id={2} />);
  const [low, high] = screen.getAllByRole('slider') as HTMLInputElement[];
  return {
    low: low!,
    high: high!,
    minBox: screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement,
    maxBox: screen.getByRole('spinbutton', { name: 'Maximum price' }) as HTMLInputElement,
  };
}
const state = (scope: 'category' | 'brand' = 'category', id = 2) => listingFilter(scope, id).value;

describe('product-filter', () => {
  beforeEach(() => {
    freshPage();
    history.replaceState(null, '', '/categories/mens-fashion');
    resetForTest();
    calls.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Products Filter', the price slider at its whole range 0–100000 and every section the filter call names", async () => {
    backend(['brand', 'color', 'size', 'price']);
    render(<ProductFilter scope="category" id={2} />);
    expect(screen.getByRole('heading', { name: 'Products Filter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeTruthy();
    const [low, high] = screen.getAllByRole('slider') as HTMLInputElement[];
    expect([low!.value, low!.min, low!.max, high!.value]).toEqual(['0', '0', '100000', '100000']);
    expect(low!.getAttribute('aria-label')).toBe('Minimum price');
    expect((screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement).value).toBe('0');
    expect((screen.getByRole('spinbutton', { name: 'Maximum price' }) as HTMLInputElement).value).toBe('100000');
    const brandGroup = await screen.findByRole('group', { name: 'Brand' });
    expect(within(brandGroup).getByRole('checkbox', { name: 'Aarong' })).toBeTruthy();
    const colorGroup = screen.getByRole('group', { name: 'Color' });
    const red = within(colorGroup).getByRole('button', { name: 'Red' });
    expect(red.getAttribute('aria-pressed')).toBe('false');
    expect(red.style.backgroundColor).not.toBe('');
    // A swatch value that is no colour never reaches the style.
    expect(within(colorGroup).getByRole('button', { name: 'White' }).style.backgroundColor).toBe('');
    expect(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' })).toBeTruthy();
  });

  it('hides the sections whose code is missing and never loads their lists', async () => {
    backend(['brand', 'price']);
    render(<ProductFilter scope="category" id={6} />);
    await screen.findByRole('group', { name: 'Brand' });
    expect(screen.queryByRole('group', { name: 'Color' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    expect(calls).toEqual(['/category-filter/6', 'brands']);
  });

  it('brand pages offer colour and size but never a brand section', async () => {
    backend(['brand', 'color', 'size', 'price'], 'brand');
    render(<ProductFilter scope="brand" id={1} />);
    await screen.findByRole('group', { name: 'Color' });
    expect(screen.queryByRole('group', { name: 'Brand' })).toBeNull();
    expect(calls).not.toContain('brands');
  });

  it('a failed filter call leaves only the price slider (logged, no message)', async () => {
    server.use(mock.get('/category-filter/:id', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProductFilter scope="category" id={2} />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    expect(screen.queryAllByRole('group', { name: /Brand|Color|Size/ })).toEqual([]);
  });

  it('toggles colours, sizes and brands into the shared state and the URL', async () => {
    backend(['brand', 'color', 'size', 'price']);
    render(<ProductFilter scope="category" id={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Red' }));
    expect(screen.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aarong' }));
    expect(state().filter).toEqual({ min_price: 0, max_price: 100000, brand_id: [2], color_id: [1], size_id: [2] });
    expect(location.search).toBe('?min_price=0&max_price=100000&brand_id=2&color_id=1&size_id=2');
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(state().filter?.color_id).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(state().filter).toBeNull();
    expect(location.search).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Aarong' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the handles from crossing and binds the number inputs to them', async () => {
    backend(['price']);
    render(<ProductFilter scope="category" id={2} />);
    const [low, high] = screen.getAllByRole('slider') as HTMLInputElement[];
    fireEvent.change(high!, { target: { value: '60000' } });
    fireEvent.change(low!, { target: { value: '80000' } });
    expect(low!.value).toBe('60000');
    expect((screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement).value).toBe('60000');
    fireEvent.change(high!, { target: { value: '100' } });
    expect(high!.value).toBe('60000');
    const maxBox = screen.getByRole('spinbutton', { name: 'Maximum price' }) as HTMLInputElement;
    fireEvent.change(maxBox, { target: { value: '90000' } });
    expect(high!.value).toBe('90000');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minimum price' }), { target: { value: '1500' } });
    expect(low!.value).toBe('1500');
  });

  it('lets the shopper type a price keystroke by keystroke, and binds what was typed on leaving the box', async () => {
    const { low, high, minBox, maxBox } = priceFilter();
    await userEvent.clear(minBox);
    await userEvent.type(minBox, '1500');
    expect(low!.value).toBe('1500');
    // '9', '90', '900' are below the minimum on the way to 90000: they must not snap to it.
    await userEvent.clear(maxBox);
    await userEvent.type(maxBox, '90000');
    expect(maxBox.value).toBe('90000');
    expect(high!.value).toBe('90000');
    await waitFor(() => expect(state().filter).toMatchObject({ min_price: 1500, max_price: 90000 }));
    // Out of range when the shopper leaves the box: bound to the range and shown as set.
    await userEvent.clear(maxBox);
    await userEvent.type(maxBox, '700');
    await userEvent.tab();
    expect(maxBox.value).toBe('1500');
    expect(high!.value).toBe('1500');
  });

  it('reads Bengali digits typed into the price boxes, and steps them with the arrow keys', async () => {
    const { low, high, minBox, maxBox } = priceFilter();
    await userEvent.clear(minBox);
    await userEvent.type(minBox, '১৫০০');
    await userEvent.clear(maxBox);
    await userEvent.type(maxBox, '৬০,০০০');
    expect([low!.value, high!.value]).toEqual(['1500', '60000']);
    await waitFor(() => expect(state().filter).toMatchObject({ min_price: 1500, max_price: 60000 }));
    await userEvent.tab();
    expect(maxBox.value).toBe('60000');
    await userEvent.type(maxBox, '{ArrowUp}');
    expect(maxBox.value).toBe('60100');
    expect(maxBox.getAttribute('aria-valuenow')).toBe('60100');
  });

  it('commits a drag once, after it settles, not once per movement', async () => {
    backend(['price']);
    render(<ProductFilter scope="category" id={2} />);
    const high = screen.getAllByRole('slider')[1] as HTMLInputElement;
    const seen: unknown[] = [];
    const store = listingFilter('category', 2);
    const stop = store.subscribe((value) => seen.push(value.filter));
    for (let v = 59000; v >= 40000; v -= 1000) fireEvent.change(high, { target: { value: String(v) } });
    expect(store.value.filter).toBeNull();
    await waitFor(() => expect(store.value.filter?.max_price).toBe(40000));
    stop();
    expect(seen.filter(Boolean)).toHaveLength(1);
    expect(location.search).toBe('?min_price=0&max_price=40000');
  });

  it('Clear All drops a drag that has not settled yet', async () => {
    backend(['price']);
    render(<ProductFilter scope="category" id={2} />);
    fireEvent.change(screen.getAllByRole('slider')[1]!, { target: { value: '30000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await new Promise((r) => setTimeout(r, 400));
    expect(state().filter).toBeNull();
    expect((screen.getAllByRole('slider')[1] as HTMLInputElement).value).toBe('100000');
  });

  it('follows the shared state when the URL changes (back button)', async () => {
    backend(['price']);
    render(<ProductFilter scope="category" id={2} />);
    act(() => {
      history.pushState(null, '', '/categories/mens-fashion?min_price=2000&max_price=9000');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const [low, high] = screen.getAllByRole('slider') as HTMLInputElement[];
    expect([low!.value, high!.value]).toEqual(['2000', '9000']);
    expect((screen.getByRole('spinbutton', { name: 'Maximum price' }) as HTMLInputElement).value).toBe('9000');
  });

  it('lets only plain colour values into a swatch style', () => {
    expect(swatchColor('#fff')).toBe('#fff');
    expect(swatchColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(swatchColor('red')).toBe('red');
    expect(swatchColor('red; background-image: url(x)')).toBeUndefined();
    expect(swatchColor(null)).toBeUndefined();
  });

  // SPEC §2: a section appears only if its attribute code is present; price is no exception.
  it('shows the Price section only when the filter answer names the price code', async () => {
    backend(['brand']);
    render(<ProductFilter scope="category" id={6} />);
    await screen.findByRole('group', { name: 'Brand' });
    expect(screen.queryByRole('group', { name: 'Price' })).toBeNull();
    expect(screen.queryAllByRole('slider')).toEqual([]);
  });

  it('an answer naming no code at all keeps the price range, as a failed load does', async () => {
    backend([]);
    render(<ProductFilter scope="category" id={6} />);
    await waitFor(() => expect(calls).toEqual(['/category-filter/6']));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
  });

  it("reaches the filter answer's own maximum price when it is above the SPEC range", async () => {
    server.use(mock.get('/category-filter/:id', () => HttpResponse.json([{ id: 11, code: 'price', max_price: '149999.5000' }])));
    render(<ProductFilter scope="category" id={4} />);
    await waitFor(() => expect(priceCeiling('category', 4).value).toBe(150000));
    const [low, high] = screen.getAllByRole('slider') as HTMLInputElement[];
    expect([low!.max, high!.max, high!.value]).toEqual(['150000', '150000', '150000']);
  });
});

describe('product-filter on a phone', () => {
  beforeEach(() => {
    freshPage();
    history.replaceState(null, '', '/categories/mens-fashion');
    resetForTest();
    calls.length = 0;
    onPhoneScreen();
  });
  afterEach(() => vi.restoreAllMocks());

  it("puts the panel behind a 'Filter' button that counts the filters on and opens it as a modal drawer", async () => {
    backend(['brand', 'color', 'size', 'price']);
    render(<ProductFilter scope="category" id={2} />);
    const open = screen.getByRole('button', { name: 'Filter' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setListingFilter('category', 2, { min_price: 0, max_price: 20000, brand_id: [2], color_id: [], size_id: [] }));
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBe(open);

    await userEvent.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Products Filter' });
    expect((drawer as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close' }));
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Red' }));
    expect(open.textContent).toContain('Filter (3)');

    // Escape reaches the dialog as its cancel event: it closes, and focus goes back to the button.
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    expect((drawer as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(open);

    await userEvent.click(open);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect((drawer as HTMLDialogElement).open).toBe(false);
    expect(screen.getByRole('button', { name: 'Filter' })).toBe(document.activeElement);
  });
});
