import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { t } from './messages';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog makes the page inert, but Tab past its last control leaves for the browser's
 * own bar (focus falls to <body>): going round inside keeps the shopper in the drawer.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DrawerProps {
  open: boolean;
  /** Id of the heading inside that names the drawer (dialogs are named by their title). */
  labelledBy: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

/**
 * A side panel that slides over the page on phones: a native modal <dialog>, so the browser
 * makes the page inert and closes it on Escape; Tab goes round inside it. Focus goes back to whatever
 * opened it. The content stays mounted while closed, so a price drag that has not settled
 * yet is still committed after the shopper closes the drawer.
 */
export function Drawer({ open, labelledBy, onClose, children, className = '' }: DrawerProps) {
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, close);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab wrapping and the backdrop tap belong to the modal dialog itself
    <dialog
      ref={dialog}
      className={`sf-drawer ${className}`.trim()}
      aria-labelledby={labelledBy}
      onKeyDown={wrapTab}
      // Escape: React state decides, so the effect above closes it and returns focus.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A tap on the backdrop (the dialog box itself, outside its panel) closes it too.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sf-drawer__panel">
        <button ref={close} type="button" className="sf-drawer__close" aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
