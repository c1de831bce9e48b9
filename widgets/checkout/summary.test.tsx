import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { cartBody, happyBackend, item, renderCheckout } from './test-kit';

const server = useMockServer();
const panjabi = {
  id: 2,
  name: 'Aarong Cotton Panjabi',
  quantity: 1,
  type: 'configurable',
  formatted_price: '৳ 2,550',
  formatted_total: '৳ 2,550',
  options: [
    { attribute_name: 'Color', option_id: 3, option_label: 'White' },
    { attribute_name: 'Size', option_id: 3, option_label: 'L' },
  ],
};

describe('checkout order summary', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: false }));

  it('shows the chosen options under a configurable line and none under a simple one', async () => {
    happyBackend(server, cartBody({ items_count: 2, items: [{ ...item, options: [] }, panjabi] }));
    await renderCheckout();
    const [simple, configurable] = within(screen.getByRole('region', { name: 'Order Summary' })).getAllByRole('listitem');
    expect(configurable!.textContent).toContain('Aarong Cotton Panjabi');
    expect(
      within(configurable!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Color', 'Size']);
    expect(
      within(configurable!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['White', 'L']);
    expect(within(simple!).queryAllByRole('term')).toEqual([]);
  });
});
