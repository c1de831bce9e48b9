import { useCallback } from 'react';

/**
 * A ref that puts `node`, taken over from the server fallback (defineWidget's `keep`), inside the
 * element it is given, the element's only content: the same node the page drew first (its image
 * already loaded, its text and focus as the shopper left them), not a copy. The element must have no
 * React children. Another element given the ref later takes the node on.
 */
export function useKept(node: Node | null | undefined): (element: Element | null) => void {
  return useCallback(
    (element: Element | null) => {
      if (element && node && node.parentNode !== element) element.replaceChildren(node);
    },
    [node],
  );
}
