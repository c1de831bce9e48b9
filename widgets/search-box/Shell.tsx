import { useLayoutEffect, useState } from 'react';
import { useKept } from '../../shared/ui/island/kept';
import { reportProblem } from '../../shared/page/report';
import type { SearchBoxProps } from './SearchForm';

type Combobox = typeof import('./SearchBox').SearchBox;

/**
 * The island as every page first gets it: the server's own form, kept as it is (the same nodes,
 * its text and focus), inside one element of ours. The combobox (suggestions, keys, React's form)
 * is a chunk of its own, loaded on the shopper's first touch of the field, so a page that is not
 * searched pays half a kilobyte for its search box. A hook without a form gets the combobox at once.
 */
export function SearchBoxShell({ action, limit, seed }: SearchBoxProps) {
  const form = seed?.form ?? null;
  // The server's form, kept as it is inside this element (the ref places it before the effect below runs).
  const host = useKept(form);
  const [Combobox, setCombobox] = useState<Combobox>();
  const [focused] = useState(() => seed != null && document.activeElement === seed);

  useLayoutEffect(() => {
    let live = true;
    const enhance = () =>
      void import('./SearchBox').then(
        (module) => live && setCombobox(() => module.SearchBox),
        // The server's form keeps working without its suggestions.
        (error: unknown) => reportProblem('load', 'search-box', error),
      );
    if (!seed || !form) {
      enhance();
      return undefined;
    }
    // Moving the form took its focus: given back before the next paint.
    if (focused) seed.focus();
    const touches = ['focus', 'pointerdown', 'input'] as const;
    const start = () => {
      touches.forEach((name) => seed.removeEventListener(name, start));
      enhance();
    };
    if (focused) start();
    else touches.forEach((name) => seed.addEventListener(name, start));
    return () => {
      live = false;
      touches.forEach((name) => seed.removeEventListener(name, start));
    };
  }, [seed, form, focused]);

  return Combobox ? <Combobox action={action} limit={limit} seed={seed} /> : <div ref={host} className="sf-search-box__host" />;
}
