import { describe, expect, it, vi } from 'vitest';
import { whenOnline } from './when-online';

const backOnline = () => window.dispatchEvent(new Event('online'));

describe('whenOnline', () => {
  it('runs at the next online event only, once', () => {
    const run = vi.fn();
    whenOnline(run);
    expect(run).not.toHaveBeenCalled();
    backOnline();
    backOnline();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs the same function waiting twice once', () => {
    const run = vi.fn();
    whenOnline(run);
    whenOnline(run);
    backOnline();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    whenOnline(run)();
    backOnline();
    expect(run).not.toHaveBeenCalled();
  });
});
