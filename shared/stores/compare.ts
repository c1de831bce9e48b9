import { computed } from '@preact/signals-react';
import { call } from '../net/http/client';
import { compareAdd, compareItems } from '../net/http/routes/wishlist-compare';
import { messageFromBody } from '../net/http/errors';
import { reportProblem } from '../page/report';
import { globals } from '../page/globals';
import { createResource } from './resource';
import { onTestReset } from '../page/test-reset';

/** SPEC §3: guests keep compare ids in this browser storage key. */
export const COMPARE_KEY = 'compare_items';

/** A corrupt stored value is treated as empty and rewritten (BACKEND-NOTES weak spot). */
export function readStoredIds(): number[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(COMPARE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    const ids = parsed.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    return Array.from(new Set(ids));
  } catch {
    reportProblem('storage', `${COMPARE_KEY} was not a list of ids; starting again`);
    writeStoredIds([]);
    return [];
  }
}

export function writeStoredIds(ids: readonly number[]): void {
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or full storage: the in-page list still works.
  }
}

/**
 * One compared product: a customer's row as the server sent it (every field of the product), or
 * only its id (a guest's stored id, or a customer's add not read back from the server yet).
 */
export type CompareRow = { readonly id: number; readonly [field: string]: unknown };

export const idRows = (ids: readonly number[]): CompareRow[] => ids.map((id) => ({ id }));

/**
 * The compare list (guests: browser storage; customers: the server's rows, so the compare page
 * and the header count read one answer); the badge and the compare page read it.
 */
export const compareResource = createResource<readonly CompareRow[]>({
  load: async () => (globals().isCustomer ? call(compareItems) : idRows(readStoredIds())),
  initial: [],
  tabs: 'compare',
});
export const compareIds = computed(() => compareResource.data.value.map((row) => row.id));

export function ensureCompare(): Promise<readonly number[]> {
  return compareResource.ensure().then(() => compareIds.value);
}

/** The add does not need the list: a failed read is the badge's to log, and the add goes on. */
export const currentIds = () => ensureCompare().catch(() => compareIds.value);

/** What an add did: `added` is false when a guest's list already held the product; `message` is the server's. */
interface CompareAdd {
  added: boolean;
  message?: string | undefined;
}

/** SPEC §4 Compare: guests in storage, customers on the server; throws the HttpError of a failed save. */
export async function addToCompare(productId: number): Promise<CompareAdd> {
  await currentIds();
  if (!globals().isCustomer) {
    const ids = readStoredIds();
    if (ids.includes(productId)) return { added: false };
    const next = [...ids, productId];
    writeStoredIds(next);
    compareResource.set(idRows(next));
    return { added: true };
  }
  const answer = await call(compareAdd, { body: { product_id: productId } });
  if (!compareIds.value.includes(productId)) compareResource.set([...compareResource.data.value, { id: productId }]);
  return { added: true, message: messageFromBody(answer) };
}

if (process.env.NODE_ENV !== 'production') onTestReset(() => compareResource.reset());
