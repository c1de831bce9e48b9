import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native <dialog> shown as a modal while `open`: the browser makes the page inert and traps
 * focus. Focus goes to `first` on opening and back to whatever opened it on closing, or to
 * `fallback()` when that is gone (the row it sat in was deleted). Also when the dialog unmounts
 * while open, so focus never falls to <body>.
 */
export function useModalDialog(
  open: boolean,
  first: RefObject<HTMLElement | null>,
  fallback?: () => HTMLElement | null | undefined,
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  /** Runs after React's commit, so a fallback rendered in the same update is already there. */
  const returnFocus = () => {
    const back = opener.current;
    opener.current = null;
    (back?.isConnected ? back : fallbackRef.current?.())?.focus();
  };
  useEffect(() => () => void (opener.current && returnFocus()), []);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
      first.current?.focus();
    } else if (!open && node.open) {
      if (typeof node.close === 'function') node.close();
      else node.removeAttribute('open');
      returnFocus();
    }
  }, [open, first]);

  return dialog;
}
