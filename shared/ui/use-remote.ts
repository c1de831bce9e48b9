import { useCallback, useEffect, useRef, useState } from 'react';
import { isOffline } from '../net/http/errors';
import { reportProblem } from '../page/report';
import { whenOnline } from '../page/when-online';

export type RemoteState = 'loading' | 'ready' | 'error';

export interface Remote<T> {
  data: T | undefined;
  state: RemoteState;
  error: unknown;
  reload(): void;
}

/**
 * Loads data for a component. A newer load aborts the older one and an older
 * answer never replaces a newer one, so quick changes cannot race. Failures are
 * logged (SPEC §8: data loads are logged only) and leave `state` 'error'; one that failed offline
 * runs again when the browser is back online.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [state, setState] = useState<RemoteState>('loading');
  const [error, setError] = useState<unknown>(undefined);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const controller = new AbortController();
    let cancelRetry: (() => void) | undefined;
    setState('loading');
    load(controller.signal).then(
      (value) => {
        if (ticket !== latest.current) return;
        setData(value);
        setError(undefined);
        setState('ready');
      },
      (failure: unknown) => {
        if (ticket !== latest.current || controller.signal.aborted) return;
        reportProblem('fetch', 'load failed', failure);
        setError(failure);
        setState('error');
        // Failed for want of a connection: loaded again when the browser is back online (a newer load
        // under way by then is aborted by that one).
        if (isOffline(failure)) cancelRetry = whenOnline(() => setNonce((n) => n + 1));
      },
    );
    return () => {
      controller.abort();
      cancelRetry?.();
    };
    // The caller's `deps` name what `load` reads (the linter checks each useRemote call, as for useEffect).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forwarding them needs a spread, and `load` is new each render
  }, [...deps, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, state, error, reload };
}

/**
 * True while any of the loads is in flight. Parts of one layout that load apart
 * wait for each other, so they appear together instead of pushing each other about.
 */
export function anyLoading(...remotes: ReadonlyArray<Pick<Remote<unknown>, 'state'>>): boolean {
  return remotes.some((remote) => remote.state === 'loading');
}
