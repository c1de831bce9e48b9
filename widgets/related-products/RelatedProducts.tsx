import { useId } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { relatedProducts } from '../../shared/net/http/routes/related';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

/** SPEC §2 Related Products: GET /related-products/{id} in the shared cards; a failed load stays empty (SPEC §8). */
export function RelatedProducts({ productId }: { productId: number }) {
  const headingId = useId();
  const remote = useRemote((signal) => call(relatedProducts, { params: { productId }, signal }), [productId]);
  return (
    <section className="sf-related" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-section-title">
        {t('heading')}
      </h2>
      <ProductGrid list="related" products={remote.data} state={remote.state} load={remote} label={t('heading')} nameLength={CUTS.card} />
    </section>
  );
}
