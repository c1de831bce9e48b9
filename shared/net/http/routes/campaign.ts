// A campaign page's call (SPEC §2 Home, campaign details).
import * as v from 'valibot';
import { Money, rowsOf, Text } from '../../../page/schemas/common';
import { Product } from '../../../page/schemas/product';
import type { Route } from './route';

const List = v.optional(v.nullable(rowsOf(Product)), []);
const Discount = v.looseObject({ discount_type: v.nullish(Text), discount: v.nullish(Money) });

/** GET /campaign/products/{id}; a campaign's discount may come along (root or `campaign`). */
export const CampaignAnswer = v.looseObject({
  category_products: List,
  brand_products: List,
  products: List,
  campaign: v.nullish(Discount),
  discount_type: v.nullish(Text),
  discount: v.nullish(Money),
});
export type CampaignAnswer = v.InferOutput<typeof CampaignAnswer>;

export const campaignProducts = {
  method: 'GET',
  path: '/campaign/products/{campaignId}',
  schema: CampaignAnswer,
  safe: true,
} as const satisfies Route;
