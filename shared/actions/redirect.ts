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
