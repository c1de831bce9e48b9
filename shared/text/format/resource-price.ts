import { positive, type CartProduct, type PriceView } from './price-display';

/** Bagisto's ProductResource price fields (wishlist and compare answers, SPEC §3). */
export interface ResourcePriced {
  id: number;
  name: string;
  has_campaign?: boolean | undefined;
  final_price?: number | null | undefined;
  prices?:
    | {
        regular?: { price?: number | null | undefined } | null | undefined;
        final?: { price?: number | null | undefined } | null | undefined;
      }
    | null
    | undefined;
}

/**
 * SPEC §4 price display for a resource that carries prices.regular / prices.final
 * rather than price / special_price: a campaign's final_price wins, then a lower
 * prices.final, each with the regular price struck through.
 */
export function resourcePriceView(product: ResourcePriced): PriceView {
  const regular = product.prices?.regular?.price ?? product.prices?.final?.price ?? 0;
  const final = product.has_campaign && positive(product.final_price) ? product.final_price : product.prices?.final?.price;
  if (positive(final) && final < regular) return { current: final, regular };
  return { current: regular };
}

/** The same product as addProductToCart reads it: a lower final price counts as its special price. */
export function resourceCartProduct(product: ResourcePriced): CartProduct {
  const view = resourcePriceView(product);
  return {
    id: product.id,
    name: product.name,
    price: view.regular ?? view.current,
    special_price: product.has_campaign ? undefined : view.regular !== undefined ? view.current : undefined,
    final_price: product.final_price ?? undefined,
    has_campaign: product.has_campaign,
  };
}
