// The home page's Flash Deals (SPEC §2 Home): top deals, more deals and the campaign tile.
import * as v from 'valibot';
import { listOf, Text } from '../../../page/schemas/common';
import { Product } from '../../../page/schemas/product';
import type { Route } from './route';

const Products = listOf(Product);

export const flashDealProducts = { method: 'GET', path: '/flashdeal/products', schema: Products, safe: true } as const satisfies Route;
export const flashDealMore = { method: 'GET', path: '/flashdeal/products/more', schema: Products, safe: true } as const satisfies Route;

/** The bare campaign model (slug, image, title, short_description). */
export const FlashCampaign = v.looseObject({
  slug: v.nullish(v.string()),
  title: Text,
  image: v.nullish(v.string()),
  short_description: v.nullish(v.string()),
});
export type FlashCampaign = v.InferOutput<typeof FlashCampaign>;

export const flashDealCampaign = { method: 'GET', path: '/flashdeal/campaign', schema: FlashCampaign, safe: true } as const satisfies Route;
