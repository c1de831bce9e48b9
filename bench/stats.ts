// Repeated measurements and how the bench reports them: median with min and max, so one
// noisy run cannot pass for the figure. Also the machine's load, printed before anything runs.
import { cpus, loadavg } from 'node:os';

export interface Spread {
  median: number;
  min: number;
  max: number;
  n: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(values: number[]): Spread | undefined {
  if (values.length === 0) return undefined;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length };
}

/** "169 (150-930)": the median, then min-max when the runs differ (as printed). */
export function showSpread(s: Spread | undefined, fmt: (v: number) => string = (v) => String(Math.round(v)), unit = ''): string {
  if (!s) return 'n/a';
  const range = s.n > 1 && fmt(s.min) !== fmt(s.max) ? ` (${fmt(s.min)}-${fmt(s.max)})` : '';
  return `${fmt(s.median)}${unit}${range}`;
}

/**
 * Prints the load average before the bench starts. A busy machine inflates every CPU figure
 * (TBT, mount, taps); the warning says so before anyone reads them as the code's.
 */
export function reportLoad(): { oneMinute: number; warning: string | null } {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  console.log(`Load average: ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1/5/15 min, ${cpus().length} CPUs)`);
  const warning =
    one > 1
      ? `WARNING: 1-minute load average ${one.toFixed(2)} is above 1: CPU figures (mount, taps, TBT, performance) are inflated; rerun on a quiet machine before comparing.`
      : null;
  if (warning) console.log(warning);
  return { oneMinute: one, warning };
}
