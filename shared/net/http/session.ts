// Laravel's expired session (419): refresh the XSRF token once; the notice after a failed retry is
// whatever the flash store registered (the http layer never flashes).
import { t } from './messages';
import { isSameOrigin } from './origin';
import { cart } from './routes/cart';

/** Shown once the retry with a fresh token failed too: the English text; `sessionExpired()` is the page's. */
export const SESSION_EXPIRED = t.en.sessionExpired;
/** The expired-session notice in the page's language, read when it is shown. */
export const sessionExpired = (): string => t('sessionExpired');

let notice: () => void = () => {};

/** Sets what a write that still met 419 after a fresh token shows: the flash store's notice, registered when it loads. */
export function onSessionExpired(show: () => void): void {
  notice = show;
}

/** The client's call once a write's retry met 419 too. */
export const noticeSessionExpired = (): void => notice();

/**
 * Any same-origin GET through Laravel's `web` group answers with a fresh XSRF-TOKEN cookie
 * (and a new session when the old one expired). The cart is the cheapest read every shop page
 * has (SPEC §7), so no route the real backend lacks is needed.
 */
export const TOKEN_REFRESH_PATH = cart.path;

/** Asks for a fresh token; whatever the answer, the cookie it set is what the retry sends. */
export async function refreshToken(signal: AbortSignal | null | undefined): Promise<void> {
  const url = new URL(TOKEN_REFRESH_PATH, document.baseURI).href;
  if (!isSameOrigin(url)) return;
  const init: RequestInit = {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    cache: 'no-store',
    mode: 'same-origin',
  };
  if (signal) init.signal = signal;
  try {
    await (await fetch(url, init)).arrayBuffer();
  } catch (error) {
    if (signal?.aborted) throw error;
    // A failed refresh just means the retry fails too; that answer is what the caller sees.
  }
}
