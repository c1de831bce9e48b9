import { render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { WishlistCount } from './WishlistCount';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const entry = (id: number) => ({ id, product_id: String(id * 10), product: { id: id * 10, name: `Product ${id}`, url_key: `p-${id}` } });

describe('wishlist-count in Bangla', () => {
  beforeEach(() => resetForTest());

  it('names the badge in Bangla with the count in Bengali digits', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(mock.get('/api/customer/wishlist', () => HttpResponse.json({ data: [entry(1), entry(2), entry(3)] })));
    render(<WishlistCount />);
    const link = await screen.findByRole('link', { name: 'উইশলিস্ট, ৩ পণ্য' });
    expect(link.getAttribute('href')).toBe('/customer/wishlist');
    expect(screen.getByText('উইশলিস্ট')).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('৩');
  });
});
