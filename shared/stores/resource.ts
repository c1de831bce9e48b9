import { signal, type ReadonlySignal } from '@preact/signals-react';
import { isOffline } from '../net/http/errors';
import { whileRunning } from '../page/once';
import { whenOnline } from '../page/when-online';
import { onReturn, tabChannel } from './other-tabs';

export type ResourceState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One server-backed value the whole page shares (cart, wishlist, compare ids): the first reader
 * loads it, later readers share that load, and a write's answer always wins over an older read.
 */
export interface Resource<T> {
  readonly data: ReadonlySignal<T>;
  readonly state: ReadonlySignal<ResourceState>;
  /** The last failed load's error; cleared by the next value. */
  readonly error: ReadonlySignal<unknown>;
  /** The value once loaded; loads it if no one has yet (sharing a load under way). */
  ensure(): Promise<T>;
  /** Reads it again, sharing a read already under way; rejects with the load's error. */
  refresh(): Promise<T>;
  /** Publishes a value (a write's answer); a read started before it that lands later is ignored. */
  set(next: T): void;
  /** Back to the first visit (tests). */
  reset(): void;
}

interface ResourceOptions<T> {
  load(): Promise<T>;
  initial: T;
  /** Called with every published value (the cart tells non-React code, CONTRACT §3). */
  onSet?(next: T): void;
  /**
   * Shared with the shopper's other tabs under this name: every value this tab writes, or reads
   * changed from what it showed, reaches them in the message (they send no request for it), and
   * theirs reach this one.
   */
  tabs?: string;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createResource<T>({ load, initial, onSet, tabs }: ResourceOptions<T>): Resource<T> {
  const data = signal<T>(initial);
  const state = signal<ResourceState>('idle');
  const error = signal<unknown>(undefined);
  // Bumped by every set, so a read that started before a write never overwrites its answer.
  let version = 0;
  const tell = tabChannel<T>(tabs, publish);

  function publish(next: T): void {
    version += 1;
    data.value = next;
    state.value = 'ready';
    error.value = undefined;
    onSet?.(next);
  }

  function set(next: T): void {
    publish(next);
    tell(next);
  }

  // A read of its own, not a caller's: its failure is the state's to show.
  const reread = () => void refresh().catch(() => undefined);

  function read(): Promise<T> {
    const startedAt = version;
    const shown = state.value === 'ready';
    const before = data.value;
    // A value already shown stays shown (no spinner) while it is read again.
    if (!shown) state.value = 'loading';
    return load().then(
      (next) => {
        if (version === startedAt) {
          publish(next);
          // Only news goes to the other tabs: a message evicts a page of the shop waiting in the
          // back-forward cache, and every page's first read would otherwise send one.
          if (shown && !sameValue(before, next)) tell(next);
        }
        return data.value;
      },
      (failure: unknown) => {
        // A value published (or a reset) since this read began stays as it is.
        if (version === startedAt) {
          error.value = failure;
          if (state.value !== 'ready') state.value = 'error';
          // Made again when the browser is back online (two failed reads wait as one).
          if (isOffline(failure)) whenOnline(reread);
        }
        throw failure;
      },
    );
  }
  let refresh = whileRunning(read);
  // What was read may have changed while the page was away (back-forward cache, a long-hidden tab).
  onReturn(() => state.value !== 'idle' && reread());

  return {
    data,
    state,
    error,
    ensure: () => (state.value === 'ready' ? Promise.resolve(data.value) : refresh()),
    refresh: () => refresh(),
    set,
    // Tests only (test-reset.ts): a production build carries an empty one.
    reset:
      process.env.NODE_ENV === 'production'
        ? () => undefined
        : () => {
            data.value = initial;
            state.value = 'idle';
            error.value = undefined;
            // A read still under way from before the reset is not shared; it lands on a newer version and is ignored.
            refresh = whileRunning(read);
            version += 1;
          },
  };
}
