import { isSameOrigin } from './http/origin';
import { reportProblem } from '../page/report';

/** Where a guest is sent to log in (SPEC §4, §6). */
export const LOGIN_PATH = '/customer/login';

/** The page's own absolute URL for a server-given target, or null when it points elsewhere. */
export function sameOriginTarget(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  if (!isSameOrigin(url)) return null;
  return new URL(url, window.location.href).href;
}

/** Indirection so tests can watch navigations without leaving the page. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Follows a server-given redirect only when it stays on this site
 * (BACKEND-NOTES: the old shop followed any redirect_url). Returns whether it navigated.
 */
export function followRedirect(url: unknown): boolean {
  const target = sameOriginTarget(url);
  if (target === null) {
    if (typeof url === 'string' && url !== '') reportProblem('redirect', `not following a redirect to another origin: ${url}`);
    return false;
  }
  browser.assign(target);
  return true;
}

/** Navigates to one of the shop's own paths. */
export function goTo(path: string): void {
  browser.assign(path);
}

/** The names under which Bagisto's answers carry a redirect target. */
type RedirectKey = 'redirect_uri' | 'redirect' | 'redirect_url';

/**
 * The redirect target a server answer (or a failed call's body) names, if any. Each call reads
 * the names its endpoint uses: the cart calls say `redirect_uri` (a product that needs options)
 * or `redirect`; the checkout calls say `redirect_url`.
 */
export function redirectOf(body: unknown, keys: readonly RedirectKey[] = ['redirect_uri', 'redirect']): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  for (const key of keys) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
