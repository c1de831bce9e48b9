import { campaignPrice, positive, type PriceView } from '../../shared/text/format/price-display';
import type { Variant } from '../../shared/net/http/routes/variants';
import type { ProductPage } from './schema';

/**
 * The campaign's price for one variant: the campaign rule (SPEC §4) when the
 * page carries the campaign, else the product's own campaign cut
 * (final_price / price) applied to the variant price.
 */
function variantCampaignPrice(variant: Variant, product: ProductPage): number | undefined {
  if (!product.has_campaign) return undefined;
  if (product.campaign) return campaignPrice(variant.price, { discount_type: product.campaign.discount_type, discount: product.campaign.discount });
  if (positive(product.final_price) && positive(product.price) && product.final_price < product.price) {
    return Math.round(((variant.price * product.final_price) / product.price) * 100) / 100;
  }
  return undefined;
}

/**
 * SPEC §4 variant selection: the variant's price minus the highest discount
 * that applies (its special price or the campaign's), the old price struck.
 */
export function variantPrice(variant: Variant, product: ProductPage): PriceView {
  const candidates = [variant.special_price, variantCampaignPrice(variant, product)].filter((n): n is number => positive(n) && n < variant.price);
  if (candidates.length === 0) return { current: variant.price };
  return { current: Math.min(...candidates), regular: variant.price };
}

/**
 * What Add To Cart sends for a chosen variant (SPEC §4): its own id; a campaign
 * product goes through the campaign call with the price shown.
 */
export function variantCartProduct(variant: Variant, product: ProductPage) {
  const view = variantPrice(variant, product);
  return {
    id: variant.id,
    name: variant.name || product.name,
    price: variant.price,
    special_price: variant.special_price,
    has_campaign: product.has_campaign,
    final_price: product.has_campaign ? view.current : null,
    // Analytics counts the line as the product in these options, as the cart shows it.
    parent: { id: product.id, name: product.name },
    variant: optionLabel(variant.name, product.name),
  };
}

/** The variant's own part of its name ("Panjabi - Red / M" → "Red / M"). */
export function optionLabel(name: string, parent: string): string {
  const prefix = `${parent} - `;
  return name.startsWith(prefix) && name.length > prefix.length ? name.slice(prefix.length) : name;
}
