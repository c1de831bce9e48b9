import { useCallback, useRef, useState } from 'react';
import { afterNextPaint } from '../after-paint';
import { reportProblem } from '../report';

/**
 * A button's async action that cannot run twice at once: clicks while it runs
 * are ignored, and `busy` lets the button say so (disabled, aria-busy).
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>): [run: (...args: A) => void, busy: boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      // The busy button paints before the request is built and sent.
      afterNextPaint(() => {
        Promise.resolve()
          .then(() => action(...args))
          .catch((error: unknown) => reportProblem('action', 'action failed', error))
          .finally(() => {
            running.current = false;
            setBusy(false);
          });
      });
    },
    [action],
  );
  return [run, busy];
}
