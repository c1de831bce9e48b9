import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { RelatedProducts } from './RelatedProducts';

const server = useMockServer();

describe('related-products in Bangla', () => {
  it('names the section and its list in Bangla, with prices in Bengali digits', async () => {
    await speakBangla();
    server.use(
      mock.get('/related-products/16', () =>
        HttpResponse.json([
          { id: 19, type: 'simple', name: 'Walton Rice Cooker', url_key: 'rice-cooker-19', price: '3290.0000', special_price: null, images: [] },
        ]),
      ),
    );
    render(<RelatedProducts productId={16} />);
    expect(screen.getByRole('heading', { name: 'সম্পর্কিত পণ্য' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'সম্পর্কিত পণ্য' });
    expect(within(list).getByText('৳ ৩,২৯০')).toBeTruthy();
  });
});
