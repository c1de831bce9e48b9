import { signal } from '@preact/signals-react';
import { onSessionExpired, sessionExpired } from '../net/http/session';
import type { FlashType } from '../page/schemas/globals';

export type { FlashType };
const FLASH_TYPES: readonly FlashType[] = ['info', 'success', 'warning', 'error'];
/** SPEC §9: flash messages leave on their own after 5 s. */
export const FLASH_DISMISS_MS = 5000;
/** At most three messages at once; a fourth sends the oldest away, so old news never piles up. */
export const FLASH_LIMIT = 3;

export interface FlashMessage {
  id: number;
  type: FlashType;
  message: string;
  /** A button beside the text; today only the expired session's 'Reload'. */
  action?: 'reload';
}

export const flashes = signal<readonly FlashMessage[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

function schedule(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissFlash(id), FLASH_DISMISS_MS),
  );
}

/** Whether the expired-session notice is on screen: every later failure is the same story. */
const sessionNoticeShown = () => flashes.value.some((f) => f.action === 'reload');

/**
 * Queues a message; an unknown type becomes info, a blank message is dropped. While the
 * expired-session notice shows, failures are not added beside it: each is that same 419, and the
 * shopper already has the one thing to do.
 */
export function flash(type: string, message: unknown, action?: FlashMessage['action']): number | undefined {
  const text = typeof message === 'string' ? message.trim() : '';
  if (text === '') return undefined;
  const kind = (FLASH_TYPES as readonly string[]).includes(type) ? (type as FlashType) : 'info';
  if ((kind === 'error' || kind === 'warning') && sessionNoticeShown()) return undefined;
  // SPEC §3: the id comes from the current timestamp; kept unique within a millisecond.
  const id = Math.max(Date.now(), lastId + 1);
  lastId = id;
  const next = [...flashes.value, { id, type: kind, message: text, ...(action ? { action } : {}) }];
  const gone = next.slice(0, Math.max(0, next.length - FLASH_LIMIT));
  for (const old of gone) {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  }
  // Kept oldest first (callers read the newest with .at(-1)); the banner shows them newest first.
  flashes.value = next.slice(gone.length);
  // The expired-session notice stays until closed: its instruction must not vanish mid-read.
  if (action !== 'reload') schedule(id);
  return id;
}

/** The Reload button's id (the flash island draws and names the button). */
const RELOAD: FlashMessage['action'] = 'reload';

/** The kernel's http client says a write still met 419 after a fresh token: one notice, with Reload. */
export function showSessionExpired(): void {
  if (!sessionNoticeShown()) flash('warning', sessionExpired(), RELOAD);
}
// The http client sits below the stores: it calls this through the hook it offers.
onSessionExpired(showSessionExpired);

export function dismissFlash(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  flashes.value = flashes.value.filter((f) => f.id !== id);
}

/** Holds a message while the shopper reads it (hover or focus), WCAG 2.2.1. */
export function holdFlash(id: number): void {
  clearTimeout(timers.get(id));
}

export function releaseFlash(id: number): void {
  if (flashes.value.some((f) => f.id === id)) schedule(id);
}

export function clearFlashes(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  flashes.value = [];
}

const NEXT_PAGE_KEY = 'storefront:flash-next';

/**
 * A flash for the page the shopper is about to open ('Address Saved Successfully'
 * right before going to the address list): kept in sessionStorage and shown there.
 */
export function flashNextPage(type: FlashType, message: string): void {
  try {
    const pending = takeNextPageFlashes();
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify([...pending, { type, message }]));
  } catch {
    // Storage unavailable: the message is still shown on this page.
  }
}

/** The flashes left for this page by the previous one; a corrupt entry is dropped. */
export function takeNextPageFlashes(): Array<{ type: FlashType; message: string }> {
  try {
    const raw = sessionStorage.getItem(NEXT_PAGE_KEY);
    sessionStorage.removeItem(NEXT_PAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list.filter(
      (f): f is { type: FlashType; message: string } =>
        f !== null && typeof f === 'object' && FLASH_TYPES.includes(f.type) && typeof f.message === 'string',
    );
  } catch {
    return [];
  }
}

/** Shows a success now and again on the next page, for actions that navigate away. */
export function flashAndCarry(type: FlashType, message: string): void {
  flash(type, message);
  flashNextPage(type, message);
}
