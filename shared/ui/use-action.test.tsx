import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

/** A write the test answers by hand: `answer()` settles the one in flight. */
function pendingWrite() {
  const answers: Array<() => void> = [];
  const write = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
  return { write, answer: () => answers.shift()?.() };
}

function Send({ write }: { write: () => Promise<unknown> }) {
  const [run, busy] = useAction(write);
  return (
    <button type="button" onClick={() => run()} disabled={busy}>
      Send
    </button>
  );
}

/** Waits until the write has gone out and come back, with the button enabled again. */
async function sent(write: ReturnType<typeof vi.fn>, times: number, answer: () => void) {
  await waitFor(() => expect(write).toHaveBeenCalledTimes(times));
  answer();
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false));
}

describe('useAction: the double-submit guard', () => {
  it('runs once for two calls in one task, before React re-renders the button', async () => {
    const { write, answer } = pendingWrite();
    render(<Send write={write} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    // Both clicks in one task: React has not re-rendered the button (disabled) when the second lands.
    button.click();
    expect(button.disabled).toBe(false);
    button.click();
    await sent(write, 1, answer);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it("ignores a double click's second click that comes after the write came back", async () => {
    const { write, answer } = pendingWrite();
    render(<Send write={write} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    fireEvent.click(button, { detail: 1 });
    await sent(write, 1, answer);
    fireEvent.click(button, { detail: 2 });
    fireEvent.click(button, { detail: 3 });
    // A run starts busy in the click's own task (fireEvent renders it): these started none.
    expect(button.disabled).toBe(false);
    // A new press afterwards (a single click, then a key's click) is a new write each.
    fireEvent.click(button, { detail: 1 });
    await sent(write, 2, answer);
    fireEvent.click(button, { detail: 0 });
    await sent(write, 3, answer);
  });

  it('is free again after a write that failed, and reports the failure', async () => {
    const errors = vi.fn();
    window.addEventListener('storefront:error', errors);
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const write = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    render(<Send write={write} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
    window.removeEventListener('storefront:error', errors);
    console.mockRestore();
  });
});
