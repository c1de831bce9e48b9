// The budget file (bench/budgets.json) and how a figure compares with it. Shared by the
// bench (prints) and fixtures/quality/budgets.browser.test.ts (asserts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Budgets {
  entry: { file: string; gzip: number };
  widgetChunk: { gzip: number };
  pages: Record<string, { gzip: number; note?: string }>;
}

export const BUDGETS: Budgets = JSON.parse(readFileSync(fileURLToPath(new URL('./budgets.json', import.meta.url)), 'utf8')) as Budgets;

/** "12.3 kB / 10.0 kB  OVER" style cell text; empty budget prints as "no budget". */
export function against(bytes: number | null | undefined, budget: number | undefined): { text: string; over: boolean } {
  if (budget == null) return { text: 'no budget', over: false };
  if (bytes == null) return { text: `budget ${(budget / 1024).toFixed(1)} kB`, over: false };
  const over = bytes > budget;
  return { text: `${over ? 'OVER' : 'ok'} (budget ${(budget / 1024).toFixed(1)} kB)`, over };
}
