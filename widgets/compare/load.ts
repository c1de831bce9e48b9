import { call, parseAnswer } from '../../shared/net/http/client';
import { CompareProduct, compareProducts } from '../../shared/net/http/routes/compare';
import { rowsOf } from '../../shared/page/schemas/common';
import { ensureCompare } from '../../shared/stores/compare';
import { customerCompareRows } from '../../shared/stores/compare-edits';
import { globals } from '../../shared/page/globals';

/**
 * The full products of the compare list: guests ask for their stored ids (none stored, no call);
 * customers read the server list the store reads once for the page, so the products and the
 * header count come from one answer (Bagisto #10705: they used to disagree).
 */
export async function loadCompareProducts(signal: AbortSignal): Promise<CompareProduct[]> {
  if (globals().isCustomer) return parseAnswer(rowsOf(CompareProduct), await customerCompareRows());
  const ids = await ensureCompare();
  if (ids.length === 0) return [];
  return call(compareProducts, { signal, query: { product_ids: ids } });
}
