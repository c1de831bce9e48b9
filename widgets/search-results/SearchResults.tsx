import { CUTS } from '../../shared/format/cut';
import type { Product } from '../../shared/schemas/product';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { t } from './messages';

/** The English empty text (SPEC); the page shows `t('empty')`, in its language. */
export const EMPTY_TEXT = t.en.empty;

/** The server's search result list as cards (names cut at 25), or the SPEC empty text. */
export function SearchResults({ keyword, products }: { keyword: string; products: Product[] }) {
  return (
    <div className="sf-search-results">
      <ProductGrid
        products={products}
        state="ready"
        label={keyword ? t('resultsFor', { keyword }) : t('results')}
        nameLength={CUTS.search}
        empty={<p className="sf-search-results__empty">{t('empty')}</p>}
      />
    </div>
  );
}
