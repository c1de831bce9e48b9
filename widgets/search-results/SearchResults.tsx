import { CUTS } from '../../shared/format/cut';
import type { Product } from '../../shared/schemas/product';
import { ProductGrid } from '../../shared/ui/ProductGrid';

export const EMPTY_TEXT = 'No products found matching your searched keyword. Please try another keyword or reset your search.';

/** The server's search result list as cards (names cut at 25), or the SPEC empty text. */
export function SearchResults({ keyword, products }: { keyword: string; products: Product[] }) {
  return (
    <div className="sf-search-results">
      <ProductGrid
        products={products}
        state="ready"
        label={keyword ? `Search results for ${keyword}` : 'Search results'}
        nameLength={CUTS.search}
        empty={<p className="sf-search-results__empty">{EMPTY_TEXT}</p>}
      />
    </div>
  );
}
