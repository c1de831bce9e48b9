// The budget file (bench/budgets.json) and how a figure compares with it. Shared by the
// bench (prints) and fixtures/quality/budgets.browser.test.ts (asserts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Budgets {
  entry: { file: string; gzip: number };
  /** React, the runtime libraries and the kernel modules the home page's islands reach: one chunk for every page. */
  core: { gzip: number; note?: string };
  widgetChunk: { gzip: number };
  /** `gzip`: the page's goal (the bench prints it); `ceiling`: the line the budget gate enforces. */
  pages: Record<string, { gzip: number; ceiling: number; note?: string }>;
  goals: Goals;
}

/** Speed goals, compared with the median of repeated runs. */
interface Goals {
  /** Input to next paint (Event Timing, as INP), 4x CPU slowdown, per measured tap. */
  tapMs: number;
  /** Lighthouse mobile, every audited page. */
  lighthouse: { performance: number; tbtMs: number; lcpMs: number };
  /** Storefront.ready() on a cold Fast 3G visit, 390 px phone, 4x CPU slowdown (bench/ready.ts). */
  readyMs: number;
  /** Storefront.mount of 100 hooks over 100 bare createRoot calls. */
  mountRatio: number;
}

export const BUDGETS: Budgets = JSON.parse(readFileSync(fileURLToPath(new URL('./budgets.json', import.meta.url)), 'utf8')) as Budgets;

/** "12.3 kB / 10.0 kB  OVER" style cell text; empty budget prints as "no budget". */
export function against(bytes: number | null | undefined, budget: number | undefined): { text: string; over: boolean } {
  if (budget == null) return { text: 'no budget', over: false };
  if (bytes == null) return { text: `budget ${(budget / 1024).toFixed(1)} kB`, over: false };
  const over = bytes > budget;
  return { text: `${over ? 'OVER' : 'ok'} (budget ${(budget / 1024).toFixed(1)} kB)`, over };
}

/** `ok`/`OVER` of a median against a goal; `atMost` false means the figure must reach the goal. */
export function goal(value: number | undefined, target: number, atMost = true): { text: string; over: boolean } {
  if (value == null) return { text: 'n/a', over: false };
  const over = atMost ? value > target : value < target;
  return { text: `${over ? 'OVER' : 'ok'} (goal ${atMost ? '≤' : '≥'} ${target})`, over };
}
