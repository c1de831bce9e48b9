import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { ProductReviews } from './ProductReviews';

const server = useMockServer();
const review = {
  id: '1',
  name: 'Nusrat Jahan',
  title: 'Excellent quality',
  comment: 'Got it within two days.',
  rating: 4,
  created_at: '2025-03-01 10:00:00',
};
const answer = (data: unknown[], total = data.length) => ({ data, links: {}, meta: { current_page: 1, last_page: 1, per_page: 10, total } });

describe('product-reviews in Bangla', () => {
  it('lists reviews with the count and rating in Bengali digits', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(mock.get('/api/product/5/reviews', () => HttpResponse.json(answer([review], 12))));
    render(<ProductReviews productId={5} />);
    expect(await screen.findByRole('heading', { name: 'রিভিউ (১২)' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'ক্রেতাদের রিভিউ' });
    expect(within(list).getByText('৫-এর মধ্যে ৪ রেটিং')).toBeTruthy();
  });

  it('shows the empty state, the form and its validation in Bangla', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(mock.get('/api/product/5/reviews', () => HttpResponse.json(answer([]))));
    render(<ProductReviews productId={5} />);
    expect(await screen.findByText('এখনো কোনো রিভিউ নেই।')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'রিভিউ লিখুন' }));
    const form = screen.getByRole('form', { name: 'রিভিউ লিখুন' });
    expect(within(form).getByRole('group', { name: /^রেটিং/ })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: '৩ স্টার' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'রিভিউ জমা দিন' }));
    expect(await within(form).findByText('অনুগ্রহ করে শিরোনাম লিখুন।')).toBeTruthy();
    expect(within(form).getByText('অনুগ্রহ করে আপনার মন্তব্য লিখুন।')).toBeTruthy();
    expect(within(form).getByText('অনুগ্রহ করে কমপক্ষে ১ স্টার রেটিং দিন।')).toBeTruthy();
    expect(within(form).getByLabelText(/^শিরোনাম/)).toBeTruthy();
  });

  it('warns a guest in Bangla', async () => {
    await speakBangla();
    server.use(mock.get('/api/product/5/reviews', () => HttpResponse.json(answer([]))));
    render(<ProductReviews productId={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'রিভিউ লিখুন' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'warning', message: 'রিভিউ লিখতে অনুগ্রহ করে লগইন করুন।' }));
  });
});
