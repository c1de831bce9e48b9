/**
 * How a shared store keeps up with the shopper's other tabs and with time spent away: a
 * BroadcastChannel per store that carries every value a tab publishes (so no tab reads again
 * because another one wrote), and a signal when the page may have missed some (restored from the
 * back-forward cache, or shown again after a long time hidden).
 */

/** Hidden longer than this, a tab reads its stores again when shown: another device may have changed them. */
export const STALE_AFTER_MS = 60_000;

export interface TabChannel<T> {
  /** Tells the other tabs; nothing happens where BroadcastChannel is missing. */
  post(value: T): void;
  close(): void;
}

/**
 * A channel named `storefront:<name>`. Closed while the page sits in the back-forward cache (an open
 * channel keeps some browsers from caching it) and opened again on its return.
 */
export function tabChannel<T>(name: string, receive: (value: T) => void): TabChannel<T> {
  if (typeof BroadcastChannel !== 'function') return { post: () => undefined, close: () => undefined };
  let port: BroadcastChannel | undefined;
  const open = () => {
    port = new BroadcastChannel(`storefront:${name}`);
    port.onmessage = (event: MessageEvent<{ value: T }>) => receive(event.data.value);
  };
  const close = () => {
    port?.close();
    port = undefined;
  };
  open();
  window.addEventListener('pagehide', (event) => event.persisted && close());
  window.addEventListener('pageshow', (event) => event.persisted && !port && open());
  return {
    post(value) {
      try {
        port?.postMessage({ value });
      } catch {
        // A value that cannot be cloned stays in this tab; the others read it on their next load.
      }
    },
    close,
  };
}

/** Calls `run` when the page comes back from the back-forward cache or is shown after STALE_AFTER_MS hidden. */
export function onReturn(run: () => void): void {
  let hiddenAt: number | undefined;
  window.addEventListener('pageshow', (event) => event.persisted && run());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
    else if (hiddenAt !== undefined && Date.now() - hiddenAt > STALE_AFTER_MS) run();
    if (document.visibilityState === 'visible') hiddenAt = undefined;
  });
}
