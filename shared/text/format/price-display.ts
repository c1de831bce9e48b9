/** What the price-display rule reads from a product (SPEC §3, §4). */
export interface PricedProduct {
  price?: number | null | undefined;
  special_price?: number | null | undefined;
  final_price?: number | null | undefined;
  has_campaign?: boolean | undefined;
  product_variants?: ReadonlyArray<{ price?: number | null | undefined; special_price?: number | null | undefined }> | null | undefined;
}

/** A product as add-to-cart and analytics take it. */
export interface CartProduct extends PricedProduct {
  id: number;
  name: string;
  /** A variant's product and chosen options, for analytics: the line counts as that product. */
  parent?: { id: number; name: string } | undefined;
  variant?: string | undefined;
}

export interface PriceView {
  /** The price to pay. */
  current: number;
  /** The regular price, shown struck through, when a lower price applies. */
  regular?: number | undefined;
}

/** A real, above-zero amount: the test every price rule makes before a price counts. */
export const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * SPEC §4: with variants the first variant's prices count; a campaign's
 * final_price wins, then a special price, each with the regular price struck;
 * otherwise the plain price.
 */
export function priceView(product: PricedProduct): PriceView {
  const source = product.product_variants?.[0] ?? product;
  const regular = source.price ?? product.price ?? 0;
  if (product.has_campaign && positive(product.final_price)) return strike(product.final_price, regular);
  if (positive(source.special_price)) return strike(source.special_price, regular);
  return { current: regular };
}

function strike(current: number, regular: number): PriceView {
  return current < regular ? { current, regular } : { current };
}

/** SPEC §4 add-to-cart price: campaign → final_price or price; otherwise special_price or price. */
export function cartPrice(product: PricedProduct): number {
  const price = product.price ?? 0;
  if (product.has_campaign) return positive(product.final_price) ? product.final_price : price;
  return positive(product.special_price) ? product.special_price : price;
}

export interface CampaignDiscount {
  discount_type?: string | null | undefined;
  discount?: number | null | undefined;
}

/** SPEC §4: 'Percentage' takes that percent off; anything else takes a fixed amount. Never below 0. */
export function campaignPrice(price: number, campaign: CampaignDiscount): number {
  const discount = Number(campaign.discount ?? 0);
  if (!Number.isFinite(discount) || discount <= 0) return price;
  const off = campaign.discount_type === 'Percentage' ? (price * discount) / 100 : discount;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}
