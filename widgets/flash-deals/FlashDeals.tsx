import { useMemo } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { flashDealCampaign, flashDealMore, flashDealProducts } from '../../shared/net/http/routes/flash-deals';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { itemListProps } from '../../shared/analytics/track';
import { Spinner } from '../../shared/ui/Spinner';
import { anyLoading, useRemote } from '../../shared/ui/use-remote';
import { CampaignTile } from './CampaignTile';
import { t } from './messages';
import { timeLeft, useNow } from './time-left';
import { TopDealCard } from './TopDealCard';

/** SPEC §2 Home: Flash Deals — top deals with a countdown, the campaign tile, more deals. */
export function FlashDeals({ endsAt }: { endsAt: string }) {
  const end = useMemo(() => Date.parse(endsAt), [endsAt]);
  const now = useNow(end);
  const left = timeLeft(end, now);
  const top = useRemote((signal) => call(flashDealProducts, { signal }), []);
  const campaign = useRemote((signal) => call(flashDealCampaign, { signal }), []);
  const more = useRemote((signal) => call(flashDealMore, { signal }), []);
  const topDeals = top.data ?? [];
  // The top row (deals + campaign tile) appears whole, once both answers are in: a tile or
  // cards arriving one after the other would push More Deals down under the shopper (CLS).
  const topSettled = !anyLoading(top, campaign);
  return (
    <section className="sf-flash-deals" aria-labelledby="sf-flash-deals-title">
      <h2 id="sf-flash-deals-title" className="sf-section-title">
        {t('title')}
      </h2>
      <p className="sf-section-subtitle">{t('subtitle')}</p>
      <div className="sf-flash-deals__top">
        {!topSettled ? (
          <Spinner />
        ) : topDeals.length === 0 ? (
          <p className="sf-muted">{t('noTopDeals')}</p>
        ) : (
          <ul className="sf-flash-deals__cards" aria-label={t('topDeals')} {...itemListProps('flash_deals', topDeals)}>
            {topDeals.map((product) => (
              <li key={product.id}>
                <TopDealCard product={product} left={left} />
              </li>
            ))}
          </ul>
        )}
        {/* An empty or failed campaign answer has no slug: no tile (SPEC §8, logged only). */}
        {topSettled && campaign.data?.slug && <CampaignTile campaign={campaign.data} />}
      </div>
      {topSettled && (
        <>
          <h3 className="sf-flash-deals__more-title">{t('moreDeals')}</h3>
          <ProductGrid
            list="flash_deals_more"
            products={more.data}
            state={more.state}
            load={more}
            label={t('moreDeals')}
            nameLength={CUTS.flashGrid}
            empty={<p className="sf-muted">{t('noMoreDeals')}</p>}
          />
        </>
      )}
    </section>
  );
}
