// One page of the shop, checked as the bundle will meet it: its entry script and stylesheet, the
// chunks they load, the globals block field by field, every hook's name, props and data-hydrate.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import * as v from 'valibot';
import { readRawProps } from '../mount/props';
import { globalFields } from '../shared/page/schemas/globals';
import { describeIssue } from './answer';
import type { Answer, Client } from './client';
import type { Report } from './report';

const ROOT = join(import.meta.dirname, '..');
const HYDRATE = ['load', 'idle', 'visible'];
const NO_PROPS = v.looseObject({});

/** The widgets of this bundle: its folders. */
export const WIDGETS = readdirSync(join(ROOT, 'widgets'))
  .filter((name) => existsSync(join(ROOT, 'widgets', name, 'index.tsx')))
  .sort();

/** A widget's props schema, from its props module (none: it takes no props); never its React code. */
async function propsSchema(widget: string): Promise<v.GenericSchema> {
  const file = join(ROOT, 'widgets', widget, 'props.ts');
  return existsSync(file) ? ((await import(file)) as { Props: v.GenericSchema }).Props : NO_PROPS;
}

/** A hook whose props were valid: what the route checks read their inputs from. */
export interface FoundHook {
  widget: string;
  props: Record<string, unknown>;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

const closest = (name: string) => WIDGETS.reduce((best, each) => (distance(name, each) < distance(name, best) ? each : best));

const isJavaScript = (type: string) => /^(text|application)\/(javascript|ecmascript|x-javascript)$/.test(type);
const cachedLong = (control: string) => /immutable/.test(control) || Number(/max-age=(\d+)/.exec(control)?.[1] ?? 0) >= 86_400;

/** What is checked once for the whole run (a chunk on every page is one check). */
export interface Seen {
  files: Set<string>;
}

export async function checkPage(url: string, client: Client, report: Report, seen: Seen): Promise<FoundHook[]> {
  const where = new URL(url).pathname;
  let page: Answer;
  try {
    page = await client.get(url, 'html');
  } catch (error) {
    report.fail(`page ${url}`, (error as Error).message);
    return [];
  }
  if (page.status !== 200 || page.type !== 'text/html') {
    report.fail(`page ${url}`, `HTTP ${page.status} ${page.type}`);
    return [];
  }
  report.pass(`page ${url}`);
  const window = new Window({ url: page.url });
  try {
    const document = new window.DOMParser().parseFromString(page.text, 'text/html') as unknown as Document;
    const entry = [...document.querySelectorAll('script[type="module"][src]')].find((s) => /\/storefront\.js(\?|$)/.test(s.getAttribute('src')!));
    const sheet = [...document.querySelectorAll('link[rel="stylesheet"][href]')].find((l) => /\/storefront\.css(\?|$)/.test(l.getAttribute('href')!));
    const entryUrl = entry ? new URL(entry.getAttribute('src')!, page.url).href : null;
    if (!entryUrl) report.fail(`entry script on ${where}`, 'no <script type="module" src=".../storefront.js">');
    else await checkFile(entryUrl, 'script', client, report, seen);
    if (!sheet) report.fail(`stylesheet on ${where}`, 'no <link rel="stylesheet" href=".../storefront.css">');
    else await checkFile(new URL(sheet.getAttribute('href')!, page.url).href, 'stylesheet', client, report, seen);

    checkGlobals(document, where, report);
    const hooks = [...document.querySelectorAll('[data-widget]')];
    const found: FoundHook[] = [];
    for (const [index, hook] of hooks.entries()) {
      const widget = hook.getAttribute('data-widget') ?? '';
      const name = `hook ${index + 1} "${widget}" on ${where}`;
      if (!WIDGETS.includes(widget)) {
        report.fail(name, `unknown widget "${widget}" (did you mean "${closest(widget)}"?)`);
        continue;
      }
      const hydrate = hook.getAttribute('data-hydrate');
      const raw = readRawProps(hook);
      if (!raw.ok) {
        report.fail(name, raw.reason);
        continue;
      }
      const result = v.safeParse(await propsSchema(widget), raw.value ?? {});
      if (!result.success) report.fail(name, `props: ${describeIssue(result.issues[0]!)}`);
      else if (hydrate !== null && !HYDRATE.includes(hydrate)) report.fail(name, `data-hydrate "${hydrate}": expected load, idle or visible`);
      else {
        report.pass(name);
        found.push({ widget, props: result.output as Record<string, unknown> });
      }
    }
    if (entryUrl)
      await checkChunks(
        entryUrl,
        found.map((h) => h.widget),
        client,
        report,
        seen,
      );
    return found;
  } finally {
    await window.happyDOM.close();
  }
}

async function checkFile(url: string, kind: 'script' | 'stylesheet' | 'chunk', client: Client, report: Report, seen: Seen): Promise<boolean> {
  if (seen.files.has(url)) return true;
  seen.files.add(url);
  const name = `${kind} ${new URL(url).pathname}`;
  let answer: Answer;
  try {
    answer = await client.get(url);
  } catch (error) {
    report.fail(name, (error as Error).message);
    return false;
  }
  const typeOk = kind === 'stylesheet' ? answer.type === 'text/css' : isJavaScript(answer.type);
  if (answer.status !== 200) report.fail(name, `HTTP ${answer.status}`);
  else if (!typeOk) report.fail(name, `served as ${answer.type || 'no type'}, not ${kind === 'stylesheet' ? 'text/css' : 'JavaScript'}`);
  else report.pass(name);
  const control = answer.headers.get('cache-control') ?? '';
  if (answer.status === 200) {
    if (kind === 'chunk' && !cachedLong(control))
      report.warn(`cache ${new URL(url).pathname}`, `Cache-Control "${control}": a hashed file may be cached for a year (immutable)`);
    if (kind !== 'chunk' && cachedLong(control))
      report.warn(`cache ${new URL(url).pathname}`, `Cache-Control "${control}": a stable name needs a short cache (minutes, e.g. max-age=300)`);
  }
  return answer.status === 200 && typeOk;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The chunks the entry and this page's widgets load, from the build's manifest.json beside the entry. */
async function checkChunks(entryUrl: string, widgets: string[], client: Client, report: Report, seen: Seen): Promise<void> {
  const manifestUrl = new URL('manifest.json', entryUrl).href;
  let manifest: Record<string, ManifestChunk>;
  try {
    const answer = await client.get(manifestUrl, 'json');
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
    manifest = JSON.parse(answer.text) as Record<string, ManifestChunk>;
  } catch (error) {
    if (!seen.files.has(manifestUrl)) report.warn(`manifest ${new URL(manifestUrl).pathname}`, `${(error as Error).message}: chunks not checked`);
    seen.files.add(manifestUrl);
    return;
  }
  const keys = new Set<string>();
  const add = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const each of manifest[key]!.imports ?? []) add(each);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry && chunk.file === 'storefront.js') for (const each of chunk.imports ?? []) add(each);
  for (const widget of widgets) add(`widgets/${widget}/index.tsx`);
  for (const key of keys) await checkFile(new URL(manifest[key]!.file, entryUrl).href, 'chunk', client, report, seen);
}

function checkGlobals(document: Document, where: string, report: Report): void {
  const blocks = document.querySelectorAll('script#storefront-globals');
  const block = blocks[blocks.length - 1];
  if (!block) {
    report.fail(`globals on ${where}`, 'no <script type="application/json" id="storefront-globals">');
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(block.textContent ?? '');
  } catch (error) {
    report.fail(`globals on ${where}`, `not JSON (${(error as Error).message})`);
    return;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    report.fail(`globals on ${where}`, 'not a JSON object');
    return;
  }
  report.pass(`globals on ${where}`);
  const fields = value as Record<string, unknown>;
  for (const [field, schema] of Object.entries(globalFields)) {
    if (!(field in fields)) {
      if (field === 'currencySymbol') report.fail(`globals.${field} on ${where}`, 'missing (required)');
      continue;
    }
    const result = v.safeParse(schema as v.GenericSchema, fields[field]);
    if (result.success) report.pass(`globals.${field} on ${where}`);
    else report.fail(`globals.${field} on ${where}`, describeIssue(result.issues[0]!));
  }
  for (const field of Object.keys(fields)) if (!(field in globalFields)) report.warn(`globals.${field} on ${where}`, 'not a field the bundle reads');
}
