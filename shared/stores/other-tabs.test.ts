import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../net/http/errors';
import { STALE_AFTER_MS } from './other-tabs';
import { createResource } from './resource';

const nextMessage = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setTimeout(resolve, 0)));

function pageEvent(type: 'pageshow' | 'pagehide', persisted: boolean): Event {
  return Object.assign(new Event(type), { persisted });
}

function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'hidden');
});

describe('a shared store across tabs', () => {
  it("publishes a tab's value to the other tab, which loads nothing and tells its own listeners", async () => {
    const load = vi.fn(() => Promise.resolve(0));
    const onSet = vi.fn();
    const here = createResource({ load, initial: 0, tabs: 'sync-1' });
    const there = createResource({ load, initial: 0, tabs: 'sync-1', onSet });
    here.set(4);
    await vi.waitFor(() => expect(there.data.value).toBe(4));
    expect(there.state.value).toBe('ready');
    expect(onSet).toHaveBeenCalledWith(4);
    expect(load).not.toHaveBeenCalled();
    // What a tab received it does not send back: the sender keeps its own value.
    here.set(5);
    await vi.waitFor(() => expect(there.data.value).toBe(5));
    expect(here.data.value).toBe(5);
  });

  it("keeps a page's first read to itself, and shares a later read only when it changed the value", async () => {
    const load = vi.fn(() => Promise.resolve('first'));
    const onSet = vi.fn();
    const here = createResource<string | null>({ load, initial: null, tabs: 'sync-2' });
    const there = createResource<string | null>({ load: () => Promise.resolve(null), initial: null, tabs: 'sync-2', onSet });
    await here.refresh();
    await here.refresh();
    load.mockResolvedValue('changed');
    await here.refresh();
    await vi.waitFor(() => expect(there.data.value).toBe('changed'));
    // Messages arrive in order: had the first two reads been sent, they would have come before.
    expect(onSet.mock.calls).toEqual([['changed']]);
  });

  it('keeps stores of other names apart', async () => {
    const cart = createResource({ load: () => Promise.resolve(0), initial: 0, tabs: 'sync-3a' });
    const other = createResource({ load: () => Promise.resolve(0), initial: 0, tabs: 'sync-3b' });
    cart.set(9);
    await nextMessage();
    expect(other.data.value).toBe(0);
  });

  it('works alone where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const alone = createResource({ load: () => Promise.resolve(0), initial: 0, tabs: 'sync-4' });
      alone.set(1);
      expect(alone.data.value).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads once when the page comes back from the back-forward cache, not on a plain show', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const res = createResource({ load, initial: 0, tabs: 'sync-5' });
    window.dispatchEvent(pageEvent('pageshow', true));
    expect(load).not.toHaveBeenCalled(); // never read: nothing to refresh
    await res.ensure();
    window.dispatchEvent(pageEvent('pageshow', false));
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(pageEvent('pagehide', true));
    window.dispatchEvent(pageEvent('pageshow', true));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads once when shown again after more than a minute hidden, not after a short look away', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(() => Promise.resolve(1));
    const res = createResource({ load, initial: 0, tabs: 'sync-6' });
    await res.ensure();
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 5_000);
    setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + STALE_AFTER_MS + 1);
    setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again by itself, once, when a load that failed offline meets the online event', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new HttpError('Network Error', 'network')).mockResolvedValue(3);
    const res = createResource({ load, initial: 0 });
    await expect(res.ensure()).rejects.toThrow('Network Error');
    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(res.data.value).toBe(3));
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    offline.mockRestore();
  });
});
