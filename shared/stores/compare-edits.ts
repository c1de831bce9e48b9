import { call } from '../net/http/client';
import { compareRemove } from '../net/http/routes/wishlist-compare';
import { globals } from '../page/globals';
import { compareIds, compareResource, currentIds, idRows, readStoredIds, writeStoredIds, type CompareRow } from './compare';

// The compare page's own uses of the compare list, a module of their own so the core chunk does not carry them.

/** A row the server has not sent yet: only its id. */
const idOnly = (row: CompareRow) => Object.keys(row).length === 1;

/**
 * A customer's compared products as the server sent them, from the page's one read of the list,
 * which the header count shares: the compare page does not ask the same route again.
 */
export async function customerCompareRows(): Promise<readonly CompareRow[]> {
  const rows = await compareResource.ensure();
  // An add since that read (here, or on an earlier page of a Turbo visit) has only its id: read again.
  return rows.some(idOnly) ? compareResource.refresh() : rows;
}

/** Removes a product; returns the ids left, or throws the HttpError of a failed removal. */
export async function removeFromCompare(productId: number): Promise<readonly number[]> {
  await currentIds();
  if (!globals().isCustomer) {
    const next = readStoredIds().filter((id) => id !== productId);
    writeStoredIds(next);
    compareResource.set(idRows(next));
    return next;
  }
  await call(compareRemove, { body: { product_id: productId } });
  compareResource.set(compareResource.data.value.filter((row) => row.id !== productId));
  return compareIds.value;
}
