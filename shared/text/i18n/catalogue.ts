import { signal } from '@preact/signals-react';
import { whileRunning } from '../../page/once';
import { reportProblem } from '../../page/report';
import { globals } from '../../page/globals';
import { onTestReset } from '../../page/test-reset';
import { compile, format, type Values } from './icu';

// One message catalogue. Each widget folder (and each kernel folder with texts) defines
// its English entries in `messages.ts` under a scope named after the folder, so an English page
// carries only the texts of the islands it shows; `messages.bn.ts` beside it holds the Bangla,
// and build.mjs gathers every Bangla part into ONE chunk, loaded only on a `bn` page before its
// islands render. A message id is `scope.key` ("cart.empty"): the ids the backend's
// `messages` global overrides.

export type Entries = Readonly<Record<string, string>>;
/** A translation of a scope's English entries: every key and no other (a missing key is a type error). */
export type Translation<M extends Entries> = { readonly [K in keyof M]: string };
export type Language = 'en' | 'bn';

/** A scope's texts: `t('key', {count: 2})` is the page's text for `scope.key`. */
export interface Texts<M extends Entries> {
  (key: keyof M & string, values?: Values): string;
  readonly scope: string;
  readonly en: M;
}

/** A locale's language subtag, lower-cased: `bn-BD` and Laravel's `bn_BD` → `bn`. */
export function primaryLanguage(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase();
}

/** The catalogue a BCP 47 tag picks: `bn`, `bn-BD`, `bn-IN` → Bangla; anything else → English. */
export function languageOf(locale: string): Language {
  return primaryLanguage(locale) === 'bn' ? 'bn' : 'en';
}

/** The Bangla parts by scope, once their chunk has loaded. */
const bangla = signal<Readonly<Record<string, Entries>> | undefined>(undefined);
/** The check of the backend's `messages`: its own chunk, loaded only on a page that has some. */
let overrides: typeof import('./overrides') | undefined;

/** The language the islands speak now: the page's, once its catalogue is here. */
export function activeLanguage(): Language {
  return languageOf(globals().locale) === 'bn' && bangla.value ? 'bn' : 'en';
}

/**
 * A chunk's load, shared by every caller while it runs; it never rejects: a failure is reported
 * once and the next call tries again.
 */
function loader<T>(load: () => Promise<T>, apply: (module: T) => void, what: string): () => Promise<void> {
  const failed = (error: unknown) => reportProblem('globals', `${what} did not load (${(error as Error).message}); going on without it`);
  return whileRunning(() => load().then(apply, failed));
}

const loadBangla = loader(
  () => import('storefront:catalogue/bn'),
  (module) => void (bangla.value = module.default),
  'the Bangla catalogue',
);
// A test page starts before its catalogue has loaded, as a shopper's does.
if (process.env.NODE_ENV !== 'production')
  onTestReset(() => {
    bangla.value = undefined;
    overrides = undefined;
  });

const loadOverrides = loader(
  () => import('./overrides'),
  (module) => void (overrides = module),
  'the check of globals.messages',
);

/**
 * Undefined when the page's texts are ready; otherwise their load (the Bangla catalogue, the check
 * of the backend's messages), started once, which never rejects: what cannot load is reported and
 * the islands speak the catalogue's English.
 */
export function catalogueReady(): Promise<void> | undefined {
  const { locale, messages } = globals();
  const loads: Promise<void>[] = [];
  if (languageOf(locale) === 'bn' && !bangla.peek()) loads.push(loadBangla());
  if (!overrides && Object.keys(messages).length > 0) loads.push(loadOverrides());
  return loads.length ? Promise.all(loads).then(() => undefined) : undefined;
}

const scopes = new Map<string, Entries>();

/** A scope's English entries, SPEC.md's texts exactly; the function that turns a key into the page's text. */
export function defineMessages<const M extends Entries>(scope: string, en: M): Texts<M> {
  scopes.set(scope, en);
  const texts = (key: keyof M & string, values: Values = {}): string => {
    const { locale, messages } = globals();
    const english = en[key]!;
    let source = (activeLanguage() === 'bn' && bangla.value?.[scope]?.[key]) || english;
    // The backend's text, once checked (valid ICU, no placeholder the English lacks).
    const own = overrides?.override(messages, scopes, scope, key);
    if (own !== undefined) source = own;
    return format(compile(source) ?? compile(english) ?? [english], values, locale);
  };
  return Object.assign(texts, { scope, en });
}
