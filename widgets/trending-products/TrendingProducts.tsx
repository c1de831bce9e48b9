import { useState } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { homeProducts } from '../../shared/net/http/routes/trending';
import { Pagination, pageOf } from '../../shared/ui/Pagination';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';
import { TRENDING_PAGE_SIZES } from './props';

/** SPEC §9: trending page size 5, with 5, 10 and 15 offered. */
export type TrendingPageSize = (typeof TRENDING_PAGE_SIZES)[number];

/** SPEC §2 Home: Trending Products, paged in the browser. */
export function TrendingProducts({ pageSize: sizeProp = 5 }: { pageSize?: TrendingPageSize }) {
  const remote = useRemote((signal) => call(homeProducts, { signal }), []);
  const [pageSize, setPageSize] = useState<number>(sizeProp);
  const [page, setPage] = useState(1);
  // The shopper picks a size; new props from the page (changed data-props, CONTRACT §2) win.
  const [seenProp, setSeenProp] = useState(sizeProp);
  if (seenProp !== sizeProp) {
    setSeenProp(sizeProp);
    setPageSize(sizeProp);
    setPage(1);
  }
  const { data } = remote;
  const all = data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(page, pages);
  return (
    <section className="sf-trending" aria-labelledby="sf-trending-title">
      <h2 id="sf-trending-title" className="sf-section-title">
        {t('title')}
      </h2>
      <p className="sf-section-subtitle">{t('subtitle')}</p>
      <ProductGrid
        list="trending"
        products={data && pageOf(all, current, pageSize)}
        state={remote.state}
        load={remote}
        label={t('title')}
        nameLength={CUTS.trending}
        empty={<p className="sf-muted">{t('empty')}</p>}
      />
      {all.length > 0 && (
        <Pagination
          label={t('pages')}
          page={current}
          pageSize={pageSize}
          total={all.length}
          pageSizes={TRENDING_PAGE_SIZES}
          onPage={(n) => setPage(Math.min(Math.max(1, n), pages))}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </section>
  );
}
