import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { ProductDetails, VENDOR_TEXT } from './ProductDetails';
import { configurableRaw, parse, simpleRaw, variantsAnswer } from './test-data';
import { resetForTest } from '../../shared/page/test-reset';

// The product page: hover zoom before any click (mouse only), the variant chips, the vendor text.
const server = useMockServer();
const zoomButton = () => screen.getByRole('button', { name: /^Zoom image of/ });
const pointer = (type: 'pointerEnter' | 'pointerLeave', pointerType: string) =>
  act(() => {
    fireEvent[type](zoomButton(), { pointerType });
  });

describe('product page', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: false, locale: 'en-IN' });
    resetForTest();
    window.history.replaceState(null, '', '/products/item');
  });

  it('a mouse over the image zooms it 1.5x before any click, and leaving ends it', () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    expect(zoomButton().getAttribute('data-zoom')).toBe('1');
    pointer('pointerEnter', 'mouse');
    expect(zoomButton().getAttribute('data-zoom')).toBe('1.5');
    expect(zoomButton().style.getPropertyValue('--sf-zoom')).toBe('1.5');
    // Hover is not a chosen step: nothing is announced.
    expect(screen.getByRole('status').textContent).toBe('');
    pointer('pointerLeave', 'mouse');
    expect(zoomButton().getAttribute('data-zoom')).toBe('1');
    expect(zoomButton().style.getPropertyValue('--sf-zoom')).toBe('');
  });

  it('a touch or pen pointer never starts the hover zoom, and a finger lifting does not end a tapped zoom', () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    pointer('pointerEnter', 'touch');
    expect(zoomButton().getAttribute('data-zoom')).toBe('1');
    pointer('pointerEnter', 'pen');
    expect(zoomButton().getAttribute('data-zoom')).toBe('1');
    expect(zoomButton().style.getPropertyValue('--sf-zoom')).toBe('');
    act(() => {
      fireEvent.click(zoomButton());
    });
    pointer('pointerLeave', 'touch');
    expect(zoomButton().getAttribute('data-zoom')).toBe('1.5');
  });

  it('with the mouse over it, clicks still step 1.5 … 3.5 and back to 1, which holds until the mouse leaves; Escape ends a hover zoom', async () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    pointer('pointerEnter', 'mouse');
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await userEvent.click(zoomButton());
      seen.push(zoomButton().getAttribute('data-zoom')!);
    }
    expect(seen).toEqual(['1.5', '2', '2.5', '3', '3.5', '1']);
    pointer('pointerLeave', 'mouse');
    pointer('pointerEnter', 'mouse');
    expect(zoomButton().getAttribute('data-zoom')).toBe('1.5');
    zoomButton().focus();
    await userEvent.keyboard('{Escape}');
    expect(zoomButton().getAttribute('data-zoom')).toBe('1');
  });

  it('shows the variants as a native radio group, one chip per variant, the chosen one checked', async () => {
    server.use(mock.get('/get/variant-products/2', () => HttpResponse.json(variantsAnswer)));
    render(<ProductDetails product={parse(configurableRaw)} />);
    const group = await screen.findByRole('group', { name: 'Options' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(2);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios.every((r) => r.closest('label')?.classList.contains('sf-chip') && r.classList.contains('sf-chip__input'))).toBe(true);
    await userEvent.click(within(group).getByText('Black / L'));
    expect(radios[1]!.checked).toBe(true);
  });

  it('the vendor block reads as finished copy, with nothing promised for later', () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    const vendor = screen.getByRole('complementary', { name: 'Vendor' });
    expect(within(vendor).getByText(VENDOR_TEXT)).toBeTruthy();
    expect(vendor.textContent).not.toMatch(/soon|will be shown|coming|placeholder|TODO/i);
  });
});
