import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

interface DisclosureMenuProps {
  /** Visible button content; its text is the button's accessible name. */
  label: ReactNode;
  className?: string;
  /** The panel: usually a list of links. */
  children: ReactNode;
}

const LINKS = 'a[href]:not([aria-disabled="true"])';

/**
 * A button that shows and hides a panel of links (the WAI disclosure pattern, not
 * an ARIA menu: links stay links). Escape or a click outside closes it with focus
 * back on the button; Tab leaving it closes it; arrow keys, Home and End move
 * between the links, and ArrowDown on the button opens it on the first link.
 */
export function DisclosureMenu({ label, className = '', children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, wrapper, () => setOpen(false), button);

  const links = useCallback(() => Array.from(wrapper.current?.querySelectorAll<HTMLElement>(`#${CSS.escape(panelId)} ${LINKS}`) ?? []), [panelId]);

  // The panel is only focusable once rendered open, so the first link gets focus after commit.
  useEffect(() => {
    if (open && focusFirst) {
      links()[0]?.focus();
      setFocusFirst(false);
    }
  }, [open, focusFirst, links]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = links();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.target === button.current) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        setFocusFirst(true);
      }
      return;
    }
    if (at < 0) return;
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys and blur come from the button and links inside; the div itself never has focus
    <div
      className={`sf-disclosure ${className}`.trim()}
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the widget closes it; moving between its own links does not.
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="sf-disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span aria-hidden="true" className="sf-disclosure__caret">
          ▾
        </span>
      </button>
      <div id={panelId} className="sf-disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
