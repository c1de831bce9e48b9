import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { speakBangla } from '../testing/page';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the SPEC wording, named by its title, focus on Cancel, and returns focus', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Once deleted, you will not be able to recover.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

/** A list whose rows' Remove buttons open the dialog; OK deletes the row, or the whole list. */
function List({ items: initial }: { items: string[] }) {
  const [items, setItems] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  return (
    <section>
      <h2 id="list-title" tabIndex={-1}>
        Things
      </h2>
      {items.length === 0 ? (
        <p>Nothing left.</p>
      ) : (
        <div>
          {items.map((item) => (
            <button key={item} type="button" onClick={() => setPending(item)}>{`Remove ${item}`}</button>
          ))}
          <ConfirmDialog
            open={pending !== null}
            fallbackFocus={() => document.getElementById('list-title')}
            onCancel={() => setPending(null)}
            onConfirm={() => {
              setItems((all) => all.filter((x) => x !== pending));
              setPending(null);
            }}
          />
        </div>
      )}
    </section>
  );
}

describe('ConfirmDialog after a delete', () => {
  it('sends focus to the fallback when the button that opened it was deleted', async () => {
    render(<List items={['a', 'b']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('button', { name: 'Remove a' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Things' }));
  });

  it('sends focus to the fallback when the dialog goes with the last row', async () => {
    render(<List items={['a']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Nothing left.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Things' }));
  });
});

describe('ConfirmDialog in Bangla', () => {
  it('asks in Bangla with its default texts', async () => {
    await speakBangla();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
    expect(dialog.textContent).toContain('একবার মুছে ফেললে আর ফিরিয়ে আনা যাবে না।');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'বাতিল করুন' }));
    await userEvent.click(screen.getByRole('button', { name: 'ঠিক আছে' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
