import { PRICE_MIN } from '../../shared/stores/listing-filter';

/**
 * The price slider's state as a reducer: what it shows, what waits to be committed, and how it
 * meets the shared filter. The timer and the commit itself are the hook's (use-price-range.ts).
 */
type Range = readonly [low: number, high: number];

export interface RangeState {
  /** What the handles and boxes show: follows every movement. */
  draft: Range;
  /** The filter's range as the page last gave it. */
  shared: Range;
  /** The value to commit once it has settled; a new one restarts the wait, null cancels it. */
  settling: Range | null;
  /** What this slider committed last: its return through the shared state is not news. */
  sent: Range | null;
  /** A handle is held: nothing settles until it is let go, however slow the drag (one request per drag). */
  dragging: boolean;
}

export type RangeAction =
  /** A handle or box moved: each is bound by the other, so they never cross. */
  | { type: 'low'; value: number }
  | { type: 'high'; value: number; ceiling: number }
  | { type: 'grab' }
  | { type: 'release' }
  /** `range` was committed (the settle time passed). */
  | { type: 'committed'; range: Range }
  /** The shared filter changed: Clear All, Reset, the back button, or our own commit coming back. */
  | { type: 'shared'; range: Range };

export const initialRange = (range: Range): RangeState => ({ draft: range, shared: range, settling: null, sent: null, dragging: false });

const same = (a: Range | null, b: Range) => a !== null && a[0] === b[0] && a[1] === b[1];
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(n)));

/** The draft moves; it settles unless a handle is held. */
const move = (state: RangeState, draft: Range): RangeState => ({ ...state, draft, settling: state.dragging ? null : draft });

export function priceRange(state: RangeState, action: RangeAction): RangeState {
  const [low, high] = state.draft;
  switch (action.type) {
    case 'low':
      return move(state, [clamp(action.value, PRICE_MIN, high), high]);
    case 'high':
      return move(state, [low, clamp(action.value, low, action.ceiling)]);
    case 'grab':
      return { ...state, dragging: true, settling: null };
    case 'release':
      if (!state.dragging) return state;
      return { ...state, dragging: false, settling: same(state.draft, state.shared) ? null : state.draft };
    case 'committed':
      return { ...state, sent: action.range, settling: state.settling === action.range ? null : state.settling };
    case 'shared': {
      // Our own commit coming back changes nothing: a key pressed meanwhile must not be undone.
      const echo = same(state.sent, action.range);
      const next = { ...state, shared: action.range, sent: null };
      // Anything else is shown as it is, and drops what had not settled yet.
      return echo ? next : { ...next, draft: action.range, settling: null };
    }
  }
}
