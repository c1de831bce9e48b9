import { describe, expect, it } from 'vitest';
import { once, whileRunning } from './once';

/** A run whose outcomes the test decides: each call starts one, settled by hand. */
function runs<K = void>() {
  const started: Array<{ key: K; resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const run = (key: K) => new Promise<string>((resolve, reject) => started.push({ key, resolve, reject }));
  return { started, run };
}

describe('once', () => {
  it('shares one call among callers while it runs, and keeps its success', async () => {
    const { started, run } = runs();
    const load = once(run);
    const first = load();
    const second = load();
    expect(second).toBe(first);
    expect(started).toHaveLength(1);
    started[0]!.resolve('kernel');
    await expect(Promise.all([first, second])).resolves.toEqual(['kernel', 'kernel']);
    await expect(load()).resolves.toBe('kernel');
    expect(started).toHaveLength(1);
  });

  it('forgets a rejection: every caller of that run hears it, the next call runs again', async () => {
    const { started, run } = runs();
    const load = once(run);
    const first = load();
    const second = load();
    started[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    const retry = load();
    expect(started).toHaveLength(2);
    started[1]!.resolve('kernel');
    await expect(retry).resolves.toBe('kernel');
  });

  it('retries at once from the failed caller’s own handler', async () => {
    const { started, run } = runs();
    const load = once(run);
    const retried = load().catch(() => load());
    started[0]!.reject(new Error('offline'));
    await expect.poll(() => started.length).toBe(2);
    started[1]!.resolve('second try');
    await expect(retried).resolves.toBe('second try');
  });

  it('keeps one run per key', async () => {
    const { started, run } = runs<string>();
    const load = once(run);
    const cart = load('cart');
    expect(load('cart')).toBe(cart);
    const wishlist = load('wishlist');
    expect(started.map((s) => s.key)).toEqual(['cart', 'wishlist']);
    started[0]!.resolve('cart chunk');
    started[1]!.reject(new Error('404'));
    await expect(cart).resolves.toBe('cart chunk');
    await expect(wishlist).rejects.toThrow('404');
    void load('cart');
    void load('wishlist');
    expect(started.map((s) => s.key)).toEqual(['cart', 'wishlist', 'wishlist']);
  });
});

describe('whileRunning', () => {
  it('shares the run under way and runs again once it settled, whatever the outcome', async () => {
    const { started, run } = runs();
    const read = whileRunning(run);
    const first = read();
    expect(read()).toBe(first);
    started[0]!.resolve('cart');
    await expect(first).resolves.toBe('cart');
    const second = read();
    expect(second).not.toBe(first);
    expect(started).toHaveLength(2);
    started[1]!.reject(new Error('offline'));
    await expect(second).rejects.toThrow('offline');
    void read().catch(() => undefined);
    expect(started).toHaveLength(3);
  });
});
