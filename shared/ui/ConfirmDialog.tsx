import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * SPEC's delete confirmation as a native modal <dialog>: the browser traps focus
 * and makes the page inert; Escape cancels; focus returns to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  message = 'Once deleted, you will not be able to recover.',
  confirmLabel = 'OK',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
      cancel.current?.focus();
    } else if (!open && node.open) {
      if (typeof node.close === 'function') node.close();
      else node.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="sf-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && (
        <div className="sf-dialog__body">
          <h2 id={titleId} className="sf-dialog__title">
            {title}
          </h2>
          <p id={messageId}>{message}</p>
          <div className="sf-dialog__actions">
            <button ref={cancel} type="button" className="sf-button" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="sf-button sf-button--primary" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
