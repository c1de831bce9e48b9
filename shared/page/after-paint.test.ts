import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => undefined));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const paint = () => frames.splice(0).forEach((frame) => frame(0));

  it('runs once, in the task after the next frame, not before it', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms in a tab that paints no frame', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', () => {
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    cancel();
    paint();
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
  });
});
