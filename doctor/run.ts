// `npm run doctor -- <page URL>…`: the pages first, then the reads of the routes table; never a write.
import { createClient } from './client';
import { checkPage, type FoundHook, type Seen } from './page';
import { Report, type Check } from './report';
import { checkRoutes } from './routes';

export interface DoctorOptions {
  cookie?: string | undefined;
  /** Per request. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  onCheck?: (check: Check) => void;
}

export interface DoctorResult {
  checks: Check[];
  passed: number;
  failed: number;
  /** Reads not called: no input for them on the pages (or customers' reads without a cookie). */
  notCalled: string[];
}

export async function runDoctor(urls: string[], options: DoctorOptions = {}): Promise<DoctorResult> {
  const report = new Report(options.onCheck);
  const client = createClient({ cookie: options.cookie, timeoutMs: options.timeoutMs ?? 10_000, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const seen: Seen = { files: new Set() };
  const hooks: FoundHook[] = [];
  for (const url of urls) hooks.push(...(await checkPage(url, client, report, seen)));
  const notCalled = urls.length ? await checkRoutes(new URL(urls[0]!).origin, hooks, client, report, Boolean(options.cookie)) : [];
  return { checks: report.checks, passed: report.passed, failed: report.failed, notCalled };
}
