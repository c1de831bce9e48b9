import { useEffect, useEffectEvent, useReducer } from 'react';
import { initialRange, priceRange } from './price-range-state';

/** One request per settled value, not one per pixel of a drag. */
const SETTLE_MS = 300;

/**
 * The price slider's behaviour (price-range-state.ts): the draft follows every movement, the
 * filter gets it once it settles (keyboard, typing) or on release (pointer), and a change of the
 * shared filter from elsewhere is shown at once.
 */
export function usePriceRange(min: number, max: number, ceiling: number, onCommit: (min: number, max: number) => void) {
  const [state, dispatch] = useReducer(priceRange, [min, max] as const, initialRange);
  // The shared filter moved: take it in this render, not an effect later (React's "adjusting state when a prop changes").
  if (min !== state.shared[0] || max !== state.shared[1]) dispatch({ type: 'shared', range: [min, max] });

  // The latest onCommit when the timer fires: it carries the filter's other choices as they are then.
  const commit = useEffectEvent(onCommit);
  const { settling } = state;
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'committed', range: settling });
      commit(settling[0], settling[1]);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling]);

  /** A handle is held: the drag ends when the pointer is let go anywhere on the page. */
  const grab = () => {
    dispatch({ type: 'grab' });
    const done = new AbortController();
    const release = () => {
      done.abort();
      dispatch({ type: 'release' });
    };
    window.addEventListener('pointerup', release, { signal: done.signal });
    window.addEventListener('pointercancel', release, { signal: done.signal });
  };

  const [low, high] = state.draft;
  return {
    low,
    high,
    setLow: (value: number) => dispatch({ type: 'low', value }),
    setHigh: (value: number) => dispatch({ type: 'high', value, ceiling }),
    grab,
  };
}
