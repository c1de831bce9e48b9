import { act, render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setListingFilter } from '../../shared/stores/listing-filter';
import { useMockServer } from '../../shared/testing/msw';
import { onPhoneScreen } from '../../shared/testing/screen';
import { speakBangla } from '../../shared/testing/page';
import { ProductFilter } from './ProductFilter';

const server = useMockServer();

function backend() {
  server.use(
    mock.get('/category-filter/:id', () => HttpResponse.json(['brand', 'color', 'size', 'price'].map((code, i) => ({ id: i + 1, code })))),
    mock.get('/api/categories/all/brands', () => HttpResponse.json([{ id: 2, admin_name: 'Aarong' }])),
    mock.get('/api/categories/all/colors', () => HttpResponse.json([{ id: 1, admin_name: 'Red', swatch_value: '#E53935' }])),
    mock.get('/api/categories/all/size', () => HttpResponse.json([{ id: 2, admin_name: 'M' }])),
  );
}

describe('product-filter in Bangla', () => {
  beforeEach(async () => {
    history.replaceState(null, '', '/categories/mens-fashion');
    await speakBangla();
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the panel, its sections and the price handles in Bangla, prices in Bengali digits', async () => {
    backend();
    render(<ProductFilter scope="category" id={2} />);
    expect(screen.getByRole('heading', { name: 'পণ্য ফিল্টার' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'সব মুছুন' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'মূল্য' })).toBeTruthy();
    const [low, high] = screen.getAllByRole('slider');
    expect(low!.getAttribute('aria-label')).toBe('সর্বনিম্ন মূল্য');
    expect(high!.getAttribute('aria-valuetext')).toBe('৳\u00a0১,০০,০০০');
    // The number boxes keep the Latin digits the shopper types.
    expect((screen.getByRole('spinbutton', { name: 'সর্বোচ্চ মূল্য' }) as HTMLInputElement).value).toBe('100000');
    expect(within(await screen.findByRole('group', { name: 'ব্র্যান্ড' })).getByRole('checkbox', { name: 'Aarong' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'রং' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'সাইজ' })).toBeTruthy();
  });

  it("the phone's button counts the filters on in Bengali digits", async () => {
    onPhoneScreen();
    backend();
    render(<ProductFilter scope="category" id={2} />);
    const open = screen.getByRole('button', { name: 'ফিল্টার' });
    act(() => setListingFilter('category', 2, { min_price: 0, max_price: 20000, brand_id: [2], color_id: [], size_id: [] }));
    expect(screen.getByRole('button', { name: 'ফিল্টার (২)' })).toBe(open);
    // The closed drawer's sections have loaded: nothing is left to abort when the test ends.
    expect(await screen.findByRole('button', { name: 'Red', hidden: true })).toBeTruthy();
  });
});
