import { campaignPrice, type CampaignDiscount } from '../../shared/text/format/price-display';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { campaignProducts as campaignRoute, type CampaignAnswer } from '../../shared/net/http/routes/campaign';
import { Product } from '../../shared/page/schemas/product';
import { ProductGrid } from '../../shared/ui/ProductGrid';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

/**
 * The campaign's own products first, then its categories' and brands', each
 * product once. A row the server did not price is priced by the campaign rule
 * (SPEC §4) and marked as a campaign product, so the card shows and the cart
 * receives the same price.
 */
function campaignProducts(answer: CampaignAnswer): Product[] {
  const discount: CampaignDiscount | null = answer.campaign ?? (answer.discount_type ? answer : null);
  const seen = new Set<number>();
  const out: Product[] = [];
  for (const product of [...(answer.products ?? []), ...(answer.category_products ?? []), ...(answer.brand_products ?? [])]) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    const unpriced = !(typeof product.final_price === 'number' && product.final_price > 0);
    out.push(
      discount && unpriced && product.price ? { ...product, has_campaign: true, final_price: campaignPrice(product.price, discount) } : product,
    );
  }
  return out;
}

export function CampaignProducts({ campaignId }: { campaignId: number | string }) {
  const products = useRemote(async (signal) => campaignProducts(await call(campaignRoute, { params: { campaignId }, signal })), [campaignId]);
  return (
    <div className="sf-campaign-products">
      <ProductGrid
        list="campaign"
        products={products.state === 'error' ? [] : products.data}
        state={products.state}
        load={products}
        label={t('products')}
        nameLength={CUTS.campaign}
      />
    </div>
  );
}
