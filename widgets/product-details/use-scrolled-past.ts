import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled out of view above the screen, and its height when it went: the
 * rule of Shopify Horizon's sticky Add To Cart (shown once the page's own button is passed, never
 * before it is reached, so it never sits over what comes before it). Without IntersectionObserver
 * it never has.
 */
export function useScrolledPast(target: RefObject<Element | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const el = target.current;
    if (!el || typeof IntersectionObserver !== 'function') return undefined;
    // The screen stretched far down: everything below it counts as in view, so the one crossing is
    // the element's bottom passing the screen's top (a jump from below to above the screen, which
    // never intersects the screen itself, still crosses it).
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const past = !entry.isIntersecting && entry.boundingClientRect.top < 0;
        setHeight((was) => (past ? (was ?? entry.boundingClientRect.height) : undefined));
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);
  return height;
}
