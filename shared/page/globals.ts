import { signal } from '@preact/signals-react';
import * as v from 'valibot';
import { reportProblem } from './report';
import { globalFields, type Globals } from './schemas/globals';
import { onTestReset } from './test-reset';

/** A neutral built-in image (CONTRACT §1 placeholderImage default), inline so it never 404s. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23eceff3'/%3E%3Cpath d='M1 2.2l.7-.8.5.5.6-.7.7 1z' fill='%23c5ccd6'/%3E%3C/svg%3E";

const DEFAULT_GLOBALS: Globals = {
  currencySymbol: '৳',
  isCustomer: false,
  locale: 'en-US',
  messages: {},
  courierActive: false,
  customer: null,
  flash: [],
  storageUrl: '/storage/',
  placeholderImage: PLACEHOLDER_IMAGE,
  prefetch: true,
};

/**
 * The page's globals block. The last one wins: Turbo Drive adds the new page's head scripts and
 * leaves the old ones, so after a visit the newest block is the one that stands last.
 */
function globalsScript(doc: Document = document): Element | null {
  const all = doc.querySelectorAll('script#storefront-globals');
  return all[all.length - 1] ?? null;
}

const problem = (message: string) => reportProblem('globals', message);

function readGlobalsFrom(script: Element | null): Globals {
  let raw: Record<string, unknown> = {};
  if (script === null) {
    problem('#storefront-globals is missing; using safe defaults');
  } else {
    try {
      const parsed: unknown = JSON.parse(script.textContent ?? '');
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
      else problem('expected a JSON object; using safe defaults');
    } catch (error) {
      problem(`invalid JSON (${(error as Error).message}); using safe defaults`);
    }
  }
  const out: Record<string, unknown> = { ...DEFAULT_GLOBALS };
  for (const [key, schema] of Object.entries(globalFields)) {
    if (!(key in raw)) {
      if (key === 'currencySymbol') problem('globals.currencySymbol: required; using "৳"');
      continue;
    }
    const result = v.safeParse(schema as v.GenericSchema, raw[key]);
    if (result.success) out[key] = result.output;
    else {
      const issue = result.issues[0];
      const sub = issue ? v.getDotPath(issue) : null;
      problem(`globals.${key}${sub ? `.${sub}` : ''}: ${issue?.message ?? 'invalid'}; using the default`);
    }
  }
  return out as Globals;
}

interface Read {
  script: Element | null;
  text: string;
  value: Globals;
}

let cached: Read | undefined;
/** Whether the code running now (until the next microtask) has compared the cached read with the page. */
let checked = false;
/** Bumped when the page's globals block changes, so islands reading globals() re-render. */
const version = signal(0);

/**
 * The page globals: read once per globals block, and again when a visit or a morph replaced it
 * (CONTRACT §2). A component that calls useSignals() and reads this re-renders on that change.
 */
export function globals(): Globals {
  void version.value;
  if (cached !== undefined && checked) return cached.value;
  const script = globalsScript();
  const text = script?.textContent ?? '';
  if (cached === undefined || cached.script !== script || cached.text !== text) cached = { script, text, value: readGlobalsFrom(script) };
  // Every t() asks for the locale: one look at the page per synchronous run (a render), not a document
  // query and a copy of the block's text per message (a grid of cards asks per text per card).
  checked = true;
  queueMicrotask(() => (checked = false));
  return cached.value;
}

/** Called when the runtime saw the globals block replaced: islands follow the new values. */
export function refreshGlobals(): void {
  const before = cached;
  checked = false;
  globals();
  if (cached !== before) version.value += 1;
}

const flashesTaken = new Set<string>();

/** The server's flash messages of the current globals block, the first time they are asked for. */
export function takeServerFlashes(): Globals['flash'] {
  const current = globals();
  const key = cached?.text ?? '';
  if (flashesTaken.has(key)) return [];
  flashesTaken.add(key);
  return current.flash;
}

if (process.env.NODE_ENV !== 'production')
  onTestReset(() => {
    cached = undefined;
    flashesTaken.clear();
  });
