import { useSyncExternalStore } from 'react';

/**
 * The phone layout's breakpoint, the same 800 px the fixture pages and the listing page use:
 * at or below it side panels turn into drawers.
 */
export const NARROW_QUERY = '(max-width: 800px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a narrow (phone) screen; read synchronously, so the first render already fits. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
