import { useId, useRef } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { t } from './messages';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  /**
   * Where focus goes when whatever opened the dialog is gone (the deleted row's own Remove
   * button, or the whole table after the last item): a heading or the island's root, with
   * tabIndex -1. Without it focus would fall to <body> and a keyboard user would be lost.
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * SPEC's delete confirmation as a native modal <dialog>: the browser traps focus
 * and makes the page inert; Escape cancels; focus returns to whatever opened it, or to
 * `fallbackFocus` when that is gone, also when the dialog itself unmounts while open.
 */
export function ConfirmDialog({
  open,
  title = t('confirmTitle'),
  message = t('confirmMessage'),
  confirmLabel = t('ok'),
  busy = false,
  fallbackFocus,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, cancel, fallbackFocus);
  const titleId = useId();
  const messageId = useId();

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
              {t('cancel')}
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
