import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { CUTS } from '../../shared/format/cut';
import { http } from '../../shared/http/client';
import { listOf, rowsOf } from '../../shared/schemas/common';
import { Product } from '../../shared/schemas/product';
import { Pagination } from '../../shared/ui/Pagination';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

const Count = v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)));

/** Laravel's paginator JSON; a bare or wrapped list is taken as one page. */
const ShopPage = v.union([
  v.pipe(
    v.looseObject({ data: rowsOf(Product), current_page: Count, per_page: Count, total: Count }),
    v.transform((p) => ({ products: p.data, page: p.current_page || 1, perPage: p.per_page || p.data.length || 1, total: p.total ?? p.data.length })),
  ),
  v.pipe(
    listOf(Product),
    v.transform((list) => ({ products: list, page: 1, perPage: list.length || 1, total: list.length })),
  ),
]);

/** SPEC §2 All Products: heading, 'Loading ...', cards with names cut at 25. */
export function ShopProducts() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLElement>(null);
  const shop = useRemote((signal) => http.get('/shop/products/data', ShopPage, { query: page > 1 ? { page } : undefined, signal }), [page]);
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
