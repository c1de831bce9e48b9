import { useId } from 'react';
import { CUTS } from '../../shared/format/cut';
import { http } from '../../shared/http/client';
import { listOf } from '../../shared/schemas/common';
import { Product } from '../../shared/schemas/product';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

const load = (signal: AbortSignal) => http.get('/api/categories/featured/products', listOf(Product), { signal });

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
