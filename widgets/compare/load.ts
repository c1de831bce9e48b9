import * as v from 'valibot';
import { http } from '../../shared/http/client';
import { Flag, Id, listOf, OptionalMoney, rowsOf, Text } from '../../shared/schemas/common';
import { customerCompareRows, ensureCompare } from '../../shared/stores/compare';
import { globals } from '../../shared/stores/globals';
import { ImageUrl } from '../../shared/safe-url';

const PriceEntry = v.nullish(v.looseObject({ price: OptionalMoney, formatted_price: Text }));

/** SPEC §3 Compare product (Bagisto's ProductResource). */
export const CompareProduct = v.looseObject({
  id: Id,
  name: Text,
  sku: v.nullish(v.string()),
  type: v.optional(v.string(), 'simple'),
  url_key: v.nullish(v.string()),
  description: v.nullish(v.string()),
  base_image: v.nullish(v.looseObject({ small_image_url: ImageUrl, medium_image_url: ImageUrl })),
  has_campaign: v.optional(Flag, false),
  final_price: OptionalMoney,
  prices: v.nullish(v.looseObject({ regular: PriceEntry, final: PriceEntry })),
});
export type CompareProduct = v.InferOutput<typeof CompareProduct>;

/**
 * The full products of the compare list: guests ask for their stored ids (none stored, no call);
 * customers read the server list the store reads once for the page, so the products and the
 * header count come from one answer (Bagisto #10705: they used to disagree).
 */
export async function loadCompareProducts(signal: AbortSignal): Promise<CompareProduct[]> {
  if (globals().isCustomer) return http.parse(rowsOf(CompareProduct), await customerCompareRows());
  const ids = await ensureCompare();
  if (ids.length === 0) return [];
  return http.get('/api/compare-items', listOf(CompareProduct), { signal, query: { product_ids: ids } });
}
