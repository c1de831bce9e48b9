// The one way for the kernel to try again after a connection drop: a load that failed for want of a
// connection runs again by itself, once, when the browser is back online. (The entry's chunk retry,
// mount/island.ts, adds its listener itself: storefront.js has no bytes to spare for an import.)

/**
 * Runs `run` once, at the browser's next `online` event. The same `run` waiting twice runs once.
 * Returns the cancel: a part that goes away (an unmounted component, a stopped island) calls it.
 */
export function whenOnline(run: () => void): () => void {
  addEventListener('online', run, { once: true });
  return () => removeEventListener('online', run);
}
