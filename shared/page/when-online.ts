// The one way to try again after a connection drop: what failed for want of a connection (a chunk,
// a load) runs again by itself, once, when the browser is back online. No imports: the entry
// (mount/) uses it.

/**
 * Runs `run` once, at the browser's next `online` event. The same `run` waiting twice runs once.
 * Returns the cancel: a part that goes away (an unmounted component, a stopped island) calls it.
 */
export function whenOnline(run: () => void): () => void {
  addEventListener('online', run, { once: true });
  return () => removeEventListener('online', run);
}
