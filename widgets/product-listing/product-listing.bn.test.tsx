import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { ProductListing } from './ProductListing';

const server = useMockServer();
const row = { id: 1, type: 'simple', name: 'Aarong Cotton Panjabi', url_key: 'p-1', price: '1250.0000', images: [] };

describe('product-listing in Bangla', () => {
  beforeEach(async () => {
    history.replaceState(null, '', '/categories/mens-fashion');
    await speakBangla();
  });

  it('labels the grid in Bangla, with prices in Bengali digits', async () => {
    server.use(mock.get('/categories/products/:id', () => HttpResponse.json({ data: [row] })));
    render(<ProductListing scope="category" id={2} />);
    const list = await screen.findByRole('list', { name: 'পণ্যসমূহ' });
    expect(within(list).getByText('৳ ১,২৫০')).toBeTruthy();
  });

  it('says nothing matched, and offers Reset, in Bangla', async () => {
    server.use(mock.get('/categories/products/:id', () => HttpResponse.json({ data: [] })));
    render(<ProductListing scope="category" id={2} />);
    expect(await screen.findByText(/কোনো পণ্য পাওয়া যায়নি।/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'রিসেট করুন' })).toBeTruthy();
  });
});
