import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../net/http/errors';
import { useRemote } from './use-remote';

function Shows({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const { data, state } = useRemote((signal) => load(signal), [load]);
  return <p>{state === 'ready' ? data : state}</p>;
}

/** A load that fails for want of a connection until the browser is back online. */
function loadOffline() {
  return vi.fn(() => (navigator.onLine ? Promise.resolve('Loaded') : Promise.reject(new HttpError('offline', 'network'))));
}

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

describe('useRemote after a load failed offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads again by itself, once, when the browser is back online', async () => {
    goOnline(false);
    const load = loadOffline();
    render(<Shows load={load} />);
    await screen.findByText('error');
    goOnline(true);
    await screen.findByText('Loaded');
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
