/**
 * How a shared store keeps up with the shopper's other tabs and with time spent away: a
 * BroadcastChannel per store that carries every value a tab publishes (so no tab reads again
 * because another one wrote), and a signal when the page may have missed some (restored from the
 * back-forward cache, or shown again after a long time hidden).
 */

/** Hidden longer than this, a tab reads its stores again when shown: another device may have changed them. */
export const STALE_AFTER_MS = 60_000;

/**
 * A channel named `storefront:<name>`: returns how to tell the other tabs (nothing without a name
 * or where BroadcastChannel is missing). An open channel keeps no page out of the back-forward cache.
 */
export function tabChannel<T>(name: string | undefined, receive: (value: T) => void): (value: T) => void {
  if (!name || !self.BroadcastChannel) return () => undefined;
  const port = new BroadcastChannel(`storefront:${name}`);
  port.onmessage = (event: MessageEvent<T>) => receive(event.data);
  return (value) => port.postMessage(value);
}

/** Calls `run` when the page comes back from the back-forward cache or is shown after STALE_AFTER_MS hidden. */
export function onReturn(run: () => void): void {
  let hiddenAt = Infinity;
  addEventListener('pageshow', (event) => event.persisted && run());
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) hiddenAt = Date.now();
    else if (Date.now() - hiddenAt > STALE_AFTER_MS) run();
  });
}
