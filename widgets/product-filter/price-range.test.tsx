import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceRange } from './PriceRange';

const sliders = () => screen.getAllByRole('slider') as HTMLInputElement[];

describe('PriceRange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('commits a keyboard or typed value once it has settled', () => {
    const onCommit = vi.fn();
    render(<PriceRange min={0} max={100000} onCommit={onCommit} />);
    fireEvent.change(sliders()[1]!, { target: { value: '50000' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(sliders()[1]!, { target: { value: '40000' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(0, 40000);
  });

  it('commits a pointer drag once, on release, however slow', () => {
    const onCommit = vi.fn();
    render(<PriceRange min={0} max={100000} onCommit={onCommit} />);
    const high = sliders()[1]!;
    fireEvent.pointerDown(high);
    for (const value of ['90000', '80000', '70000']) {
      fireEvent.change(high, { target: { value } });
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(window);
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(0, 70000);
    // The other listener (pointercancel) is gone with it: nothing more is committed.
    fireEvent.pointerCancel(window);
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('keeps a key pressed while its own commit comes back, and follows any other change', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<PriceRange min={0} max={100000} onCommit={onCommit} />);
    fireEvent.change(sliders()[1]!, { target: { value: '40000' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(sliders()[1]!, { target: { value: '39900' } });
    rerender(<PriceRange min={0} max={40000} onCommit={onCommit} />);
    expect(sliders()[1]!.value).toBe('39900');
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith(0, 39900);

    fireEvent.change(sliders()[0]!, { target: { value: '5000' } });
    rerender(<PriceRange min={2000} max={9000} onCommit={onCommit} />);
    expect(sliders().map((s) => s.value)).toEqual(['2000', '9000']);
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('calls the latest onCommit, and nothing once unmounted', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = render(<PriceRange min={0} max={100000} onCommit={first} />);
    fireEvent.change(sliders()[0]!, { target: { value: '1000' } });
    rerender(<PriceRange min={0} max={100000} onCommit={latest} />);
    act(() => vi.advanceTimersByTime(300));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(1000, 100000);
    fireEvent.change(sliders()[0]!, { target: { value: '2000' } });
    unmount();
    act(() => vi.advanceTimersByTime(300));
    expect(latest).toHaveBeenCalledOnce();
  });
});
