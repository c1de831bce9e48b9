import { render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { FeaturedCategories } from './FeaturedCategories';

const server = useMockServer();

describe('featured-categories in Bangla', () => {
  beforeEach(() => speakBangla({ currencySymbol: '৳', isCustomer: false, storageUrl: '/storage/' }));

  it('shows its heading and subtitle in Bangla and counts products in Bengali digits', async () => {
    server.use(
      mock.get('/home/category', () =>
        HttpResponse.json([
          { id: 2, slug: 'mens-fashion', category_name: "Men's Fashion", logo_path: null, product_count: 14 },
          { id: 5, slug: 'home-living', category_name: 'Home & Living', logo_path: null, product_count: 1 },
        ]),
      ),
    );
    render(<FeaturedCategories />);
    expect(screen.getByRole('heading', { name: 'ফিচার্ড ক্যাটাগরি' })).toBeTruthy();
    expect(screen.getByText('এই ফিচার্ড ক্যাটাগরিগুলো থেকে আপনার প্রয়োজনীয় পণ্য বেছে নিন।')).toBeTruthy();
    expect(await screen.findByRole('link', { name: "Men's Fashion, ১৪টি পণ্য" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home & Living, ১টি পণ্য' })).toBeTruthy();
  });

  it('says so in Bangla when there is nothing to show', async () => {
    server.use(mock.get('/home/category', () => HttpResponse.json([])));
    render(<FeaturedCategories />);
    expect(await screen.findByText('এই মুহূর্তে দেখানোর মতো কোনো ক্যাটাগরি নেই।')).toBeTruthy();
  });
});
