import * as v from 'valibot';
import { globalFields, type Globals } from '../schemas/globals';
import { PLACEHOLDER_IMAGE } from '../ui/placeholder';

export const DEFAULT_GLOBALS: Globals = {
  currencySymbol: '৳',
  isCustomer: false,
  locale: 'en-US',
  courierActive: false,
  customer: null,
  flash: [],
  storageUrl: '/storage/',
  placeholderImage: PLACEHOLDER_IMAGE,
};

/**
 * Reads `#storefront-globals` field by field: a bad or missing field is
 * reported with its path and replaced by its safe default, so the page works.
 */
export function readGlobals(doc: Document = document): Globals {
  const script = doc.getElementById('storefront-globals');
  let raw: Record<string, unknown> = {};
  if (script === null) {
    console.error('[storefront] globals: #storefront-globals is missing; using safe defaults');
  } else {
    try {
      const parsed: unknown = JSON.parse(script.textContent ?? '');
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
      else console.error('[storefront] globals: expected a JSON object; using safe defaults');
    } catch (error) {
      console.error(`[storefront] globals: invalid JSON (${(error as Error).message}); using safe defaults`);
    }
  }
  const out: Record<string, unknown> = { ...DEFAULT_GLOBALS };
  for (const [key, schema] of Object.entries(globalFields)) {
    if (!(key in raw)) {
      if (key === 'currencySymbol') console.error('[storefront] globals.currencySymbol: required; using "৳"');
      continue;
    }
    const result = v.safeParse(schema as v.GenericSchema, raw[key]);
    if (result.success) out[key] = result.output;
    else {
      const issue = result.issues[0];
      const sub = issue ? v.getDotPath(issue) : null;
      console.error(`[storefront] globals.${key}${sub ? `.${sub}` : ''}: ${issue?.message ?? 'invalid'}; using the default`);
    }
  }
  return out as Globals;
}

let cached: Globals | undefined;

/** The page globals, read once per page. */
export function globals(): Globals {
  cached ??= readGlobals();
  return cached;
}

/** Tests swap pages; this forgets the cached read. */
export function resetGlobals(): void {
  cached = undefined;
}
