import { useEffect, type RefObject } from 'react';

/**
 * Turns the cart row into a bar fixed to the bottom of the screen once its slot has scrolled out of
 * view above, as Shopify Horizon's sticky Add To Cart does (never before it is reached, so it never
 * sits over what comes before it). Meanwhile the slot keeps the row's height, so nothing below moves,
 * and the page's root has it as `--sf-buy-bar`, which pads the page's end clear of the bar (the
 * bundle's CSS). Attributes React does not render, set here without a render.
 */
export function useBuyBar(slot: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = slot.current;
    const row = el?.firstElementChild;
    // Without IntersectionObserver (a test's DOM) the row simply stays in its place.
    if (!el || !row || typeof IntersectionObserver !== 'function') return undefined;
    // The screen stretched far down: everything below it counts as in view, so the one crossing is
    // the slot's bottom passing the screen's top (a jump from below to above the screen, which never
    // intersects the screen itself, still crosses it).
    const observer = new IntersectionObserver(
      (entries) => {
        const { isIntersecting, boundingClientRect: box } = entries[entries.length - 1]!;
        const past = !isIntersecting && box.top < 0;
        if (past === row.hasAttribute('data-stuck')) return;
        el.style.height = past ? `${box.height}px` : '';
        document.documentElement.style.setProperty('--sf-buy-bar', `${box.height}px`);
        row.toggleAttribute('data-stuck', past);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [slot]);
}
