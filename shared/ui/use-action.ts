import { useCallback, useRef, useState } from 'react';
import { afterNextPaint } from '../page/after-paint';
import { reportProblem } from '../page/report';

/**
 * Whether the click being handled is a double click's second (or a triple click's third). To the
 * shopper that is one press: it must not send the write again because the first one's answer came
 * back fast and the button was enabled again in between. Read in the click's own task (its
 * handlers, the form submission it starts); a single click or a key's click resets it, and the
 * next task forgets it.
 */
let repeatedClick = false;
let forget: ReturnType<typeof setTimeout> | undefined;
window.addEventListener(
  'click',
  (event) => {
    repeatedClick = event.detail > 1;
    clearTimeout(forget);
    if (repeatedClick) forget = setTimeout(() => (repeatedClick = false));
  },
  { capture: true },
);

/** For a guard of its own (one with more states than `useAction`'s): the press is a repeat, not a new one. */
export const isRepeatedClick = (): boolean => repeatedClick;

/**
 * A button's async action that cannot run twice at once: a call while it runs is ignored from the
 * first call's own task on (a ref, not state: two calls before React re-renders the button still
 * send one request), and so is a double click's second click after it ended. `busy` lets the
 * button say so (disabled, aria-busy).
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>): [run: (...args: A) => void, busy: boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (...args: A) => {
      if (running.current || repeatedClick) return;
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
