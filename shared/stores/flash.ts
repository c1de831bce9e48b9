import { signal } from '@preact/signals-react';
import type { FlashType } from '../schemas/globals';

export type { FlashType };
export const FLASH_TYPES: readonly FlashType[] = ['info', 'success', 'warning', 'error'];
/** SPEC §9: flash messages leave on their own after 5 s. */
export const FLASH_DISMISS_MS = 5000;

export interface FlashMessage {
  id: number;
  type: FlashType;
  message: string;
}

export const flashes = signal<readonly FlashMessage[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

function schedule(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(() => dismissFlash(id), FLASH_DISMISS_MS));
}

/** Queues a message; an unknown type becomes info, a blank message is dropped. */
export function flash(type: string, message: unknown): number | undefined {
  const text = typeof message === 'string' ? message.trim() : '';
  if (text === '') return undefined;
  const kind = (FLASH_TYPES as readonly string[]).includes(type) ? (type as FlashType) : 'info';
  // SPEC §3: the id comes from the current timestamp; kept unique within a millisecond.
  const id = Math.max(Date.now(), lastId + 1);
  lastId = id;
  flashes.value = [...flashes.value, { id, type: kind, message: text }];
  schedule(id);
  return id;
}

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
