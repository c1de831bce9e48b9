// Lighthouse (npm package, default mobile settings: Moto G Power screen, simulated slow 4G and
// 4x CPU slowdown) on fixture pages, in the system Chromium. We launch Chromium ourselves with
// a debugging port (no browser download) and hand the port to Lighthouse's Node API. Any
// failure becomes an "n/a" row with its reason; the bench never crashes on it.
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../fixtures/rig/chromium';
import { spread, type Spread } from './stats';

interface LighthouseResult {
  label: string;
  performance?: number;
  accessibility?: number;
  /** Cumulative Layout Shift (unitless). */
  cls?: number;
  /** Total Blocking Time in ms. */
  tbtMs?: number;
  /** The paint metrics that weigh most in the score (what holds it when TBT is fine). */
  fcpMs?: number;
  lcpMs?: number;
  siMs?: number;
  /** What the largest contentful paint was ('img.sf-card__img', 'h1'), from its audit's details. */
  lcpElement?: string;
  error?: string;
}

const RUN_TIMEOUT_MS = 180_000;

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function reason(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 160);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string; details?: unknown } | undefined>;
}

/** The LCP element's selector, wherever Lighthouse 12 puts it in the audit's details. */
function lcpElementOf(lhr: Lhr): string | undefined {
  const found = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(/"selector":"([^"]+)"/);
  return found?.[1];
}

async function auditOne(lighthouse: LighthouseFn, port: number, label: string, url: string): Promise<LighthouseResult> {
  try {
    const run = await withTimeout(
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The default config is mobile; said explicitly so a future default cannot change it.
        formFactor: 'mobile',
      }),
      RUN_TIMEOUT_MS,
      'Lighthouse',
    );
    if (!run) return { label, error: 'Lighthouse returned no result' };
    const { lhr } = run;
    if (lhr.runtimeError) return { label, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return s == null ? undefined : Math.round(s * 100);
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue;
    const result: LighthouseResult = { label };
    const performance = score('performance');
    const accessibility = score('accessibility');
    const cls = numeric('cumulative-layout-shift');
    const tbtMs = numeric('total-blocking-time');
    if (performance != null) result.performance = performance;
    if (accessibility != null) result.accessibility = accessibility;
    if (cls != null) result.cls = cls;
    if (tbtMs != null) result.tbtMs = tbtMs;
    const paints = { fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', siMs: 'speed-index' } as const;
    for (const [key, id] of Object.entries(paints) as [keyof typeof paints, string][]) {
      const value = numeric(id);
      if (value != null) result[key] = value;
    }
    const lcpElement = lcpElementOf(lhr);
    if (lcpElement) result.lcpElement = lcpElement;
    const missing = [performance, accessibility, cls, tbtMs].some((v) => v == null);
    if (missing) result.error = lhr.audits['cumulative-layout-shift']?.errorMessage ?? lhr.runWarnings?.[0] ?? 'some figures missing';
    return result;
  } catch (e) {
    return { label, error: reason(e) };
  }
}

/** One page over several runs: the spread of each figure over the runs that gave it. */
export interface LighthouseSummary {
  label: string;
  runs: number;
  performance?: Spread;
  accessibility?: Spread;
  cls?: Spread;
  tbtMs?: Spread;
  fcpMs?: Spread;
  lcpMs?: Spread;
  siMs?: Spread;
  /** The LCP elements seen, most frequent first. */
  lcpElements: string[];
  /** Distinct failure reasons, with how many runs gave each. */
  errors: string[];
}

function summarise(label: string, results: LighthouseResult[]): LighthouseSummary {
  const of = (key: 'performance' | 'accessibility' | 'cls' | 'tbtMs' | 'fcpMs' | 'lcpMs' | 'siMs') =>
    spread(results.flatMap((r) => (r[key] == null ? [] : [r[key]])));
  const counts = new Map<string, number>();
  for (const r of results) if (r.error) counts.set(r.error, (counts.get(r.error) ?? 0) + 1);
  const elements = new Map<string, number>();
  for (const r of results) if (r.lcpElement) elements.set(r.lcpElement, (elements.get(r.lcpElement) ?? 0) + 1);
  const lcpElements = [...elements].sort((a, b) => b[1] - a[1]).map(([e]) => e);
  const summary: LighthouseSummary = {
    label,
    runs: results.length,
    lcpElements,
    errors: [...counts].map(([e, n]) => `${n}/${results.length}: ${e}`),
  };
  const performance = of('performance');
  const accessibility = of('accessibility');
  const cls = of('cls');
  const tbtMs = of('tbtMs');
  if (performance) summary.performance = performance;
  if (accessibility) summary.accessibility = accessibility;
  if (cls) summary.cls = cls;
  if (tbtMs) summary.tbtMs = tbtMs;
  for (const key of ['fcpMs', 'lcpMs', 'siMs'] as const) {
    const value = of(key);
    if (value) summary[key] = value;
  }
  return summary;
}

/**
 * Audits every [label, url] `runs` times and reports the spread per page. One audit at a time
 * (Lighthouse measures CPU, keep it quiet); round-robin over the pages, so a burst of load on
 * the machine lands on different pages rather than on all runs of one.
 */
export async function runLighthouse(
  executablePath: string,
  pages: [label: string, url: string | undefined][],
  runs = 3,
): Promise<LighthouseSummary[]> {
  const all = await auditAll(executablePath, pages, runs);
  return pages.map(([label], i) =>
    summarise(
      label,
      all.map((round) => round[i]!),
    ),
  );
}

async function auditAll(executablePath: string, pages: [label: string, url: string | undefined][], runs: number): Promise<LighthouseResult[][]> {
  let lighthouse: LighthouseFn;
  let browser: Browser | undefined;
  let port: number;
  try {
    lighthouse = ((await import('lighthouse')) as unknown as { default: LighthouseFn }).default;
    port = await freePort();
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
    });
  } catch (e) {
    await browser?.close().catch(() => {});
    const why = `cannot start Lighthouse: ${reason(e)}`;
    return [pages.map(([label]) => ({ label, error: why }))];
  }
  try {
    const rounds: LighthouseResult[][] = [];
    for (let run = 0; run < runs; run++) {
      const results: LighthouseResult[] = [];
      for (const [label, url] of pages) {
        results.push(url ? await auditOne(lighthouse, port, label, url) : { label, error: 'page not found' });
      }
      rounds.push(results);
    }
    return rounds;
  } finally {
    await browser.close().catch(() => {});
  }
}
