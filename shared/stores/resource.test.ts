import { describe, expect, it, vi } from 'vitest';
import { createResource } from './resource';

/** A load whose answers the test hands out one by one, in any order. */
function controlledLoad<T>() {
  const pending: Array<{ resolve(value: T): void; reject(error: unknown): void }> = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe('createResource', () => {
  it('shares one load between every reader, and ensure after that asks nothing', async () => {
    const { load, pending } = controlledLoad<number>();
    const res = createResource({ load, initial: 0 });
    expect(res.state.value).toBe('idle');
    const reads = [res.ensure(), res.ensure(), res.refresh()];
    expect(res.state.value).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve(5);
    await expect(Promise.all(reads)).resolves.toEqual([5, 5, 5]);
    expect(res.state.value).toBe('ready');
    await expect(res.ensure()).resolves.toBe(5);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refresh reads again once loaded, keeping the value shown meanwhile', async () => {
    const { load, pending } = controlledLoad<number>();
    const res = createResource({ load, initial: 0 });
    const first = res.ensure();
    pending[0]!.resolve(1);
    await first;
    const again = res.refresh();
    expect(res.state.value).toBe('ready');
    expect(res.data.value).toBe(1);
    pending[1]!.resolve(2);
    await expect(again).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores a read that lands after a newer set, and tells onSet of each published value', async () => {
    const { load, pending } = controlledLoad<string>();
    const onSet = vi.fn();
    const res = createResource({ load, initial: '', onSet });
    const stale = res.refresh();
    res.set('written');
    pending[0]!.resolve('stale read');
    await expect(stale).resolves.toBe('written');
    expect(res.data.value).toBe('written');
    expect(onSet.mock.calls).toEqual([['written']]);
  });

  it('records a failed first load as error state, rejects, and loads again on the next ensure', async () => {
    const { load, pending } = controlledLoad<number>();
    const res = createResource({ load, initial: 0 });
    const failing = res.ensure();
    const boom = new Error('boom');
    pending[0]!.reject(boom);
    await expect(failing).rejects.toBe(boom);
    expect(res.state.value).toBe('error');
    expect(res.error.value).toBe(boom);
    const retry = res.ensure();
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(3);
    await expect(retry).resolves.toBe(3);
    expect(res.state.value).toBe('ready');
    expect(res.error.value).toBeUndefined();
  });

  it('keeps a loaded value (and ready) when a later read fails', async () => {
    const { load, pending } = controlledLoad<number>();
    const res = createResource({ load, initial: 0 });
    res.set(7);
    const failing = res.refresh();
    pending[0]!.reject(new Error('offline'));
    await expect(failing).rejects.toThrow('offline');
    expect(res.state.value).toBe('ready');
    expect(res.data.value).toBe(7);
  });

  it('reset goes back to the first visit, and a read from before it never lands', async () => {
    const { load, pending } = controlledLoad<number>();
    const res = createResource({ load, initial: 0 });
    const old = res.ensure();
    res.reset();
    expect([res.data.value, res.state.value]).toEqual([0, 'idle']);
    const fresh = res.ensure();
    expect(load).toHaveBeenCalledTimes(2);
    pending[0]!.resolve(99);
    await old;
    expect(res.data.value).toBe(0);
    pending[1]!.resolve(1);
    await expect(fresh).resolves.toBe(1);
  });

  it('a read from before a reset that fails leaves the fresh state alone', async () => {
    const { load, pending } = controlledLoad<number>();
    const res = createResource({ load, initial: 0 });
    const old = res.ensure();
    res.reset();
    const fresh = res.ensure();
    pending[0]!.reject(new Error('late'));
    await expect(old).rejects.toThrow('late');
    expect(res.state.value).toBe('loading');
    pending[1]!.resolve(2);
    await expect(fresh).resolves.toBe(2);
  });
});
