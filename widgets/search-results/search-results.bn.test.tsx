import { render, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { Product } from '../../shared/page/schemas/product';
import { speakBangla } from '../../shared/testing/page';
import { SearchResults } from './SearchResults';

const raw = { id: '5', type: 'simple', name: 'Walton 43 inch Smart Android LED TV', url_key: 'walton-tv', price: '45000.0000', images: [] };

describe('search-results in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names the results by the keyword in Bangla, prices in Bengali digits', () => {
    render(<SearchResults keyword="walton" products={[v.parse(Product, raw)]} />);
    const list = screen.getByRole('list', { name: '“walton”-এর খোঁজের ফলাফল' });
    expect(within(list).getByText('৳ ৪৫,০০০')).toBeTruthy();
  });

  it('says nothing matched in Bangla', () => {
    render(<SearchResults keyword="zzz" products={[]} />);
    expect(screen.getByText(/আপনার খোঁজা শব্দের সাথে মেলে এমন কোনো পণ্য পাওয়া যায়নি।/)).toBeTruthy();
  });
});
