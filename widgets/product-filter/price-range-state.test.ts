import { describe, expect, it } from 'vitest';
import { initialRange, priceRange, type RangeAction, type RangeState } from './price-range-state';

const run = (state: RangeState, ...actions: RangeAction[]) => actions.reduce(priceRange, state);
const start = initialRange([0, 100000]);

describe('price range state', () => {
  it('moves the draft and lets it settle; the handles never cross', () => {
    const high = run(start, { type: 'high', value: 60000, ceiling: 100000 });
    expect(high.draft).toEqual([0, 60000]);
    expect(high.settling).toEqual([0, 60000]);
    expect(run(high, { type: 'low', value: 80000 }).draft).toEqual([60000, 60000]);
    expect(run(high, { type: 'high', value: -5, ceiling: 100000 }).draft).toEqual([0, 0]);
    expect(run(start, { type: 'high', value: 150000, ceiling: 100000 }).draft).toEqual([0, 100000]);
    expect(run(start, { type: 'low', value: 1499.6 }).draft).toEqual([1500, 100000]);
  });

  it('two moves before a render build on each other', () => {
    const both = run(start, { type: 'low', value: 2000 }, { type: 'high', value: 9000, ceiling: 100000 });
    expect(both.draft).toEqual([2000, 9000]);
    expect(both.settling).toEqual([2000, 9000]);
  });

  it('settles nothing while a handle is held, and the drag once on release', () => {
    const dragged = run(start, { type: 'grab' }, { type: 'high', value: 50000, ceiling: 100000 }, { type: 'high', value: 40000, ceiling: 100000 });
    expect(dragged.settling).toBeNull();
    const released = run(dragged, { type: 'release' });
    expect(released).toMatchObject({ dragging: false, settling: [0, 40000] });
    // A second release (pointercancel after pointerup) changes nothing.
    expect(run(released, { type: 'release' })).toBe(released);
  });

  it('a drag that ends where the filter already is settles nothing', () => {
    const back = run(
      start,
      { type: 'grab' },
      { type: 'high', value: 50000, ceiling: 100000 },
      { type: 'high', value: 100000, ceiling: 100000 },
      { type: 'release' },
    );
    expect(back.settling).toBeNull();
  });

  it('grabbing a handle drops a value still settling', () => {
    const state = run(start, { type: 'low', value: 500 }, { type: 'grab' });
    expect(state.settling).toBeNull();
  });

  it('its own commit coming back keeps a move made meanwhile', () => {
    const sent = run(start, { type: 'high', value: 40000, ceiling: 100000 });
    const committed = run(sent, { type: 'committed', range: sent.settling! });
    expect(committed).toMatchObject({ settling: null, sent: [0, 40000] });
    const moved = run(committed, { type: 'high', value: 39900, ceiling: 100000 });
    const echoed = run(moved, { type: 'shared', range: [0, 40000] });
    expect(echoed).toMatchObject({ draft: [0, 39900], settling: [0, 39900], shared: [0, 40000], sent: null });
  });

  it('a change from elsewhere is shown and drops what had not settled', () => {
    const pending = run(start, { type: 'high', value: 30000, ceiling: 100000 });
    const cleared = run(pending, { type: 'shared', range: [2000, 9000] });
    expect(cleared).toMatchObject({ draft: [2000, 9000], shared: [2000, 9000], settling: null });
  });

  it('a commit that a newer move overtook leaves the newer value settling', () => {
    const first = run(start, { type: 'high', value: 40000, ceiling: 100000 });
    const second = run(first, { type: 'high', value: 30000, ceiling: 100000 });
    expect(run(second, { type: 'committed', range: first.settling! }).settling).toEqual([0, 30000]);
  });
});
