import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { Product } from '../../shared/page/schemas/product';
import { freshPage } from '../../shared/testing/page';
import widget from './index';
import { EMPTY_TEXT, SearchResults } from './SearchResults';

const raw = { id: '5', type: 'simple', name: 'Walton 43 inch Smart Android LED TV', url_key: 'walton-tv', price: '45000.0000', images: [] };

describe('search-results', () => {
  beforeEach(() => freshPage());

  it('shows the server’s results with names cut at 25', () => {
    render(<SearchResults keyword="walton" products={[v.parse(Product, raw)]} />);
    const list = screen.getByRole('list', { name: 'Search results for walton' });
    expect(within(list).getByRole('link', { name: 'Walton 43 inch Smart Andr...' }).getAttribute('href')).toBe('/products/walton-tv');
    expect(within(list).getByText('৳ 45,000')).toBeTruthy();
  });

  it('shows the SPEC empty text when nothing matched', () => {
    render(<SearchResults keyword="zzz" products={[]} />);
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
    expect(EMPTY_TEXT).toBe('No products found matching your searched keyword. Please try another keyword or reset your search.');
  });

  it('validates its props: products with the Product schema, ids and amounts as strings', () => {
    const ok = widget.validate({ keyword: 'walton', products: [raw] });
    expect(ok.ok && ok.props.products?.[0]?.price).toBe(45000);
    // One bad product is dropped (and reported), never the whole result; no list at all is invalid.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const one = widget.validate({ keyword: 'x', products: [{ name: 'no id' }, raw] });
    expect(one.ok && one.props.products?.map((p) => p.price)).toEqual([45000]);
    expect(report).toHaveBeenCalledTimes(1);
    report.mockRestore();
    expect(widget.validate({ keyword: 'x', products: 'nope' }).ok).toBe(false);
    const none = widget.validate({ keyword: 'x' });
    expect(none.ok && none.props.products).toEqual([]);
  });
});
