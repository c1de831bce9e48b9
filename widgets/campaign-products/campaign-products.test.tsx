import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { CampaignProducts } from './CampaignProducts';

const server = useMockServer();
const row = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id,
  type: 'simple',
  name,
  url_key: `p-${id}`,
  price: '2000.0000',
  images: [],
  ...over,
});

describe('campaign-products', () => {
  beforeEach(() => freshPage());
  afterEach(() => vi.restoreAllMocks());

  it('lists the campaign, category and brand products once each, names cut at 22, with campaign prices', async () => {
    server.use(
      mock.get('/campaign/products/1', () =>
        HttpResponse.json({
          products: [row(1, 'Aarong Cotton Panjabi For Eid', { has_campaign: 1, final_price: 1700 })],
          category_products: [row(1, 'Aarong Cotton Panjabi For Eid', { has_campaign: 1, final_price: 1700 }), row(2, 'Lux Soap')],
          brand_products: [row(3, 'Yellow Shirt')],
          campaign: { discount_type: 'Percentage', discount: '15.00' },
        }),
      ),
    );
    render(<CampaignProducts campaignId={1} />);
    const list = await screen.findByRole('list', { name: 'Campaign products' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Aarong Cotton Panjabi ...' })).toBeTruthy();
    expect(within(cards[0]!).getByText('৳ 1,700')).toBeTruthy();
    // Rows the server did not price: Percentage takes 15% off 2000.
    expect(within(cards[1]!).getByText('৳ 1,700')).toBeTruthy();
    expect(within(cards[1]!).getByRole('deletion').textContent).toContain('৳\u00a02,000');
  });

  it('a fixed discount subtracts the amount, and the cart gets the campaign price through the campaign call', async () => {
    let sent: unknown;
    server.use(
      mock.get('/campaign/products/2', () =>
        HttpResponse.json({ products: [row(4, 'Bata Sandal')], category_products: [], brand_products: [], discount_type: 'Fixed', discount: 200 }),
      ),
      mock.post('/api/checkout/cart/campaign', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { id: 1, items_count: 1, items: [] }, message: 'Added' });
      }),
    );
    render(<CampaignProducts campaignId={2} />);
    expect(await screen.findByText('৳ 1,800')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await vi.waitFor(() => expect(sent).toMatchObject({ product_id: 4, quantity: 1, product_price: 1800 }));
  });

  it('a failed load is logged and shows no products', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/campaign/products/1', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    render(<CampaignProducts campaignId={1} />);
    // The log line comes before React commits the error state: wait for both.
    await vi.waitFor(() => {
      expect(logged).toHaveBeenCalled();
      expect(screen.queryByRole('status')).toBeNull();
    });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
