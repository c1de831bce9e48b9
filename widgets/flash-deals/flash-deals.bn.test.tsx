import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { FlashDeals } from './FlashDeals';
import { spokenTimeLeft, timeLeft } from './time-left';

const server = useMockServer();
const row = (id: number, name: string) => ({
  id,
  type: 'simple',
  name,
  url_key: `deal-${id}`,
  price: '2000.0000',
  final_price: 1700,
  has_campaign: 1,
  images: [],
});
const DAY = 86_400_000;

describe('flash-deals in Bangla', () => {
  beforeEach(async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: false, storageUrl: '/storage/' });
  });

  it('speaks the time left in Bangla with Bengali digits', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(spokenTimeLeft(timeLeft(now + DAY + 60_000, now))).toBe('ডিল শেষ হতে বাকি ১ দিন, ০ ঘণ্টা, ১ মিনিট');
    expect(spokenTimeLeft(timeLeft(now, now))).toBe('এই ডিলের সময় শেষ');
  });

  it('shows the section, Top Deals with a Bangla countdown and More Deals in Bangla', async () => {
    server.use(
      mock.get('/flashdeal/products', () => HttpResponse.json([row(1, 'Aarong Cotton Panjabi')])),
      mock.get('/flashdeal/products/more', () => HttpResponse.json([])),
      mock.get('/flashdeal/campaign', () => HttpResponse.json({})),
    );
    const endsAt = new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 30_000).toISOString();
    render(<FlashDeals endsAt={endsAt} />);
    expect(screen.getByRole('heading', { name: 'ফ্ল্যাশ ডিল' })).toBeTruthy();
    expect(screen.getByText('এই মাসের বিশেষ পণ্য')).toBeTruthy();
    const top = await screen.findByRole('list', { name: 'সেরা ডিল' });
    const card = within(top).getByRole('article');
    expect(card.textContent).toContain('৳\u00a0১,৭০০');
    const timer = within(card).getByRole('timer');
    expect(timer.getAttribute('aria-label')).toBe('ডিল শেষ হতে বাকি ২ দিন, ৩ ঘণ্টা, ৪ মিনিট');
    expect(timer.textContent).toMatch(/^২দিন০৩ঘণ্টা০৪মিনিট[০-৯]{2}সেকেন্ড$/);
    expect(screen.getByRole('heading', { name: 'আরও ডিল' })).toBeTruthy();
    expect(screen.getByText('এই মুহূর্তে আর কোনো ডিল নেই।')).toBeTruthy();
  });

  it('says in Bangla when there are no top deals', async () => {
    server.use(
      mock.get('/flashdeal/products', () => HttpResponse.json([])),
      mock.get('/flashdeal/products/more', () => HttpResponse.json([])),
      mock.get('/flashdeal/campaign', () => HttpResponse.json({})),
    );
    render(<FlashDeals endsAt={new Date(Date.now() + DAY).toISOString()} />);
    expect(await screen.findByText('এই মুহূর্তে কোনো ফ্ল্যাশ ডিল নেই।')).toBeTruthy();
  });
});
