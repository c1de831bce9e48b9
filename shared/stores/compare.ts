import { signal } from '@preact/signals-react';
import * as v from 'valibot';
import { http } from '../http/client';
import { HttpError, messageFromBody } from '../http/errors';
import { MessageAnswer } from '../schemas/common';
import { globals } from './globals';

/** SPEC §3: guests keep compare ids in this browser storage key. */
export const COMPARE_KEY = 'compare_items';

/** Compared product ids; the header badge and the compare page read it. */
export const compareIds = signal<readonly number[]>([]);
let loaded = false;

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
    console.warn(`[storefront] ${COMPARE_KEY} was not a list of ids; starting again`);
    writeStoredIds([]);
    return [];
  }
}

function writeStoredIds(ids: readonly number[]): void {
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or full storage: the in-page list still works.
  }
}

const CompareList = v.looseObject({
  data: v.array(v.looseObject({ id: v.union([v.number(), v.string()]) })),
});

/** Loads the list once: guests from storage, customers from the server. */
export async function ensureCompare(): Promise<readonly number[]> {
  if (loaded) return compareIds.value;
  loaded = true;
  if (!globals().isCustomer) {
    compareIds.value = readStoredIds();
    return compareIds.value;
  }
  try {
    const answer = await http.get('/api/compare-items', CompareList);
    compareIds.value = answer.data.map((p) => Number(p.id));
  } catch (error) {
    loaded = false;
    console.error('[storefront] compare list failed to load', error);
  }
  return compareIds.value;
}

export type CompareOutcome = { type: 'success' | 'warning' | 'error'; message: string };

/** SPEC §4 Compare: guests in storage, customers on the server; SPEC §8 for failures. */
export async function addToCompare(productId: number): Promise<CompareOutcome> {
  await ensureCompare();
  if (!globals().isCustomer) {
    const ids = readStoredIds();
    if (ids.includes(productId)) return { type: 'warning', message: 'Already in compare' };
    const next = [...ids, productId];
    writeStoredIds(next);
    compareIds.value = next;
    return { type: 'success', message: 'Added to compare' };
  }
  try {
    const answer = await http.post('/api/compare-items', { product_id: productId }, MessageAnswer);
    if (!compareIds.value.includes(productId)) compareIds.value = [...compareIds.value, productId];
    return { type: 'success', message: messageFromBody(answer) ?? 'Added to compare' };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'An error occurred';
    const warn = error instanceof HttpError && (error.status === 400 || error.status === 422);
    return { type: warn ? 'warning' : 'error', message };
  }
}

export async function removeFromCompare(productId: number): Promise<CompareOutcome> {
  await ensureCompare();
  if (!globals().isCustomer) {
    const next = readStoredIds().filter((id) => id !== productId);
    writeStoredIds(next);
    compareIds.value = next;
    return { type: 'success', message: 'Successfully Removed From Compare List.' };
  }
  try {
    await http.postDelete('/api/compare-items', { product_id: productId }, MessageAnswer);
    compareIds.value = compareIds.value.filter((id) => id !== productId);
    return { type: 'success', message: 'Successfully Removed From Compare List.' };
  } catch (error) {
    return { type: 'error', message: error instanceof Error ? error.message : 'An error occurred' };
  }
}


/** Another tab changed the guest list: follow it (the old header count went stale, #10705). */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_KEY && !globals().isCustomer) compareIds.value = readStoredIds();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function resetCompareStore(): void {
  compareIds.value = [];
  loaded = false;
}
