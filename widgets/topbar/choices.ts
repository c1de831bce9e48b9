import type { Choice } from '../../shared/net/http/routes/topbar';

/** The query parameter the backend reads to switch currency or locale. */
export type ChoiceParam = 'currency' | 'locale';

/**
 * The current choice: the page URL's parameter, else what the page is in (the backend keeps the
 * language in the session: `pageCode` is the globals locale's language), else the answer's default
 * flag, else the first.
 */
export function currentChoice(list: readonly Choice[], param: ChoiceParam, href: string, pageCode?: string): Choice | undefined {
  const find = (code: string | undefined) => (code ? list.find((c) => c.code.toLowerCase() === code.toLowerCase()) : undefined);
  return find(new URL(href).searchParams.get(param)?.trim()) ?? find(pageCode) ?? list.find((c) => c.is_default || c.default) ?? list[0];
}

/** This page with `param` set to `code`, keeping every other query parameter and the hash. */
export function choiceUrl(href: string, param: ChoiceParam, code: string): string {
  const url = new URL(href);
  url.searchParams.set(param, code);
  return url.pathname + url.search + url.hash;
}
