import { useId } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { featuredProducts } from '../../shared/net/http/routes/featured';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

const load = (signal: AbortSignal) => call(featuredProducts, { signal });

/** The 'Featured Products' side list of the category and brand pages (names cut at 25). */
export function FeaturedProducts() {
  const headingId = useId();
  const products = useRemote(load, []);
  return (
    <section className="sf-featured-products" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-featured-products__title">
        {t('title')}
      </h2>
      <ProductGrid list="featured" products={products.data} state={products.state} load={products} label={t('title')} nameLength={CUTS.featured} />
    </section>
  );
}
