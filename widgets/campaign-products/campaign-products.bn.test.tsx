import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { CampaignProducts } from './CampaignProducts';

const server = useMockServer();

describe('campaign-products in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names the list in Bangla, campaign prices in Bengali digits', async () => {
    server.use(
      mock.get('/campaign/products/1', () =>
        HttpResponse.json({
          products: [{ id: 2, type: 'simple', name: 'Lux Soap', url_key: 'lux', price: '2000.0000', images: [] }],
          campaign: { discount_type: 'Percentage', discount: '15.00' },
        }),
      ),
    );
    render(<CampaignProducts campaignId={1} />);
    const list = await screen.findByRole('list', { name: 'ক্যাম্পেইনের পণ্য' });
    expect(within(list).getByText('৳ ১,৭০০')).toBeTruthy();
  });
});
