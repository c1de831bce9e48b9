// The one way to share a load: every caller gets the same promise instead of starting its own.
// No imports: the entry (mount/) uses it.

/**
 * One run for every caller (per key, if `run` takes one: one load per widget name): a fulfilled
 * run is kept; a rejected one is forgotten, so the next call runs again.
 */
export function once<K = void, T = unknown>(run: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const runs = new Map<K, Promise<T>>();
  return (key) => {
    let running = runs.get(key);
    if (!running) {
      runs.set(key, (running = run(key)));
      // Forgotten before the callers hear of the failure, so a caller that retries at once runs it again.
      running.catch(() => runs.delete(key));
    }
    return running;
  };
}

/** One run at a time: callers share the run under way; once it settles, the next call runs again. */
export function whileRunning<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => (running ??= run().finally(() => (running = undefined)));
}
