import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Remove</button>
      <ConfirmDialog open={open} onCancel={() => setOpen(false)} onConfirm={() => { onConfirm(); setOpen(false); }} />
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
