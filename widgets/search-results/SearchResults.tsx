import { useEffect } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import type { Product } from '../../shared/page/schemas/product';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { t } from './messages';
import { track } from '../../shared/analytics/track';

/** The English empty text (SPEC); the page shows `t('empty')`, in its language. */
export const EMPTY_TEXT = t.en.empty;

/** The server's search result list as cards (names cut at 25), or the SPEC empty text. */
export function SearchResults({ keyword, products }: { keyword: string; products: Product[] }) {
  // The page is the search the shopper made (the shop's search form lands here) and shows its results.
  useEffect(() => {
    if (keyword.trim() === '') return;
    void track({ name: 'search', search_term: keyword.trim() });
    void track({ name: 'view_search_results', search_term: keyword.trim() });
  }, [keyword]);
  return (
    <div className="sf-search-results">
      <ProductGrid
        list="search_results"
        products={products}
        state="ready"
        label={keyword ? t('resultsFor', { keyword }) : t('results')}
        nameLength={CUTS.search}
        empty={<p className="sf-search-results__empty">{t('empty')}</p>}
      />
    </div>
  );
}
