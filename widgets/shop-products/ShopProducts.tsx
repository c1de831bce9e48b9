import { useId, useRef, useState } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { shopProducts } from '../../shared/net/http/routes/shop';
import { Pagination } from '../../shared/ui/Pagination';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

/** SPEC §2 All Products: heading, 'Loading ...', cards with names cut at 25. */
export function ShopProducts() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLElement>(null);
  const shop = useRemote((signal) => call(shopProducts, { query: page > 1 ? { page } : undefined, signal }), [page]);
  const data = shop.state === 'error' ? undefined : shop.data;
  const goTo = (n: number) => {
    setPage(n);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <section className="sf-shop-products" aria-labelledby={headingId} ref={top}>
      <h1 id={headingId} className="sf-shop-products__title">
        {t('title')}
      </h1>
      <ProductGrid
        list="shop"
        products={data?.products}
        state={shop.state}
        load={shop}
        label={t('title')}
        nameLength={CUTS.card}
        loadingLabel={t('loading')}
      />
      {data && data.total > data.perPage && (
        <Pagination page={data.page} pageSize={data.perPage} total={data.total} onPage={goTo} label={t('pages')} />
      )}
    </section>
  );
}
