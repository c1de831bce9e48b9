import { useCallback, useMemo, useRef, useState } from 'react';
import { pageOf } from './Pagination';

/**
 * Client-side paging of a loaded list: the current page's slice, a page that
 * stays in range when the list shrinks, and a page-size change that goes back
 * to page 1. `topRef` (the list's heading) gets focus after a page change, so keyboard and screen-
 * reader users land on the new page instead of the pagination buttons.
 */
export function usePaged<T>(items: readonly T[], initialPageSize: number) {
  const [requested, setRequested] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  const topRef = useRef<HTMLHeadingElement | null>(null);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, requested), pages);
  const slice = useMemo(() => pageOf(items, page, pageSize), [items, page, pageSize]);
  const focusTop = () => {
    const top = topRef.current;
    if (!top) return;
    top.focus({ preventScroll: true });
    top.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const setPage = useCallback((next: number) => {
    setRequested(next);
    requestAnimationFrame(focusTop);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setRequested(1);
  }, []);
  return { page, pageSize, pages, slice, total: items.length, setPage, setPageSize, topRef, jumpTo: setRequested };
}
