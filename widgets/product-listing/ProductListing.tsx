import { useSignals } from '@preact/signals-react/runtime';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { brandProducts, categoryProducts } from '../../shared/net/http/routes/listing';
import { listingFilter, listingQuery, priceCeiling, setListingFilter, type ListingScope } from '../../shared/stores/listing-filter';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

/** The English empty text (SPEC); the page shows `t('empty')`, in its language. */
export const EMPTY_TEXT = t.en.empty;

/** SPEC §2: smooth scroll to the results after a filter, instant when the shopper asked for less motion. */
function scrollToResults(element: HTMLElement | null): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const top = element.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight / 3) return; // already where the shopper looks
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/** The category or brand listing; reloads whenever the shared filter changes. */
export function ProductListing({ scope, id }: { scope: ListingScope; id: number }) {
  useSignals();
  // Deferred: a tap on a filter paints the checkbox first, the grid follows in a render React may
  // interrupt (the brand tap re-rendered every card before the next paint).
  const current = useDeferredValue(listingFilter(scope, id).value);
  const span = useDeferredValue(priceCeiling(scope, id).value);
  return <Results scope={scope} id={id} current={current} span={span} />;
}

interface ResultsProps {
  scope: ListingScope;
  id: number;
  current: ReturnType<typeof listingFilter>['value'];
  span: number;
}

/** The call and the grid for one filter; memo, so the urgent render of a filter change stops above it. */
const Results = memo(function Results({ scope, id, current, span }: ResultsProps) {
  const { filter, cause } = current;
  // Unfiltered, the call spans the whole price range: nothing is hidden from a shopper who has not filtered.
  // A filter names its own prices: the ceiling counts (and reloads) only while unfiltered.
  const ceiling = filter ? undefined : span;
  // useRemote aborts the older call and drops its answer, so a slow old filter never wins.
  const products = useRemote(
    (signal) => {
      const query = listingQuery(scope, filter, ceiling);
      return scope === 'brand'
        ? call(brandProducts, { params: { brandId: id }, query, signal })
        : call(categoryProducts, { params: { categoryId: id }, query, signal });
    },
    [id, scope, filter, ceiling],
  );
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (cause === 'user') scrollToResults(results.current);
  }, [filter, cause]);

  // Reset always reloads, even when nothing was filtered (the old list may be stale).
  const reset = () => (filter ? setListingFilter(scope, id, null) : products.reload());

  return (
    <div className="sf-listing" ref={results}>
      <ProductGrid
        list="listing"
        // A failed load leaves the list empty (SPEC §8), not showing the previous filter's products.
        products={products.state === 'error' ? [] : products.data}
        state={products.state}
        load={products}
        label={t('products')}
        nameLength={CUTS.grid}
        linkBy={scope === 'brand' ? 'slug' : 'url_key'}
        empty={
          <div className="sf-listing__empty">
            <p>{t('empty')}</p>
            <button type="button" className="sf-button" onClick={reset}>
              {t('reset')}
            </button>
          </div>
        }
      />
    </div>
  );
});
