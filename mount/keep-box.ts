/**
 * Keeps a hook as tall as its server fallback while the island replaces it: React's first
 * render is often a loading state shorter than the fallback, and the collapse would move
 * everything below (layout shift). The hook gets `min-height` = the fallback's height before
 * React commits; it is released as soon as the island's own content is at least that tall
 * (checked on every DOM change inside the hook), or when the island stops or fails.
 * Returns the release function; a hook whose fallback shows nothing is left alone.
 */
/** How long an island may take to fill its fallback's height before we stop measuring it. */
const WATCH_MS = 10_000;

export function keepBox(element: Element): () => void {
  if (!(element instanceof HTMLElement) || !element.hasChildNodes()) return () => undefined;
  const height = element.getBoundingClientRect().height;
  if (height <= 0) return () => undefined;
  const previous = element.style.minHeight;
  element.style.minHeight = `${height}px`;
  // The content's own extent, whatever min-height adds below it.
  const contentHeight = () => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().height;
  };
  let observer: MutationObserver | undefined;
  let frame = 0;
  const stopWatching = () => {
    clearTimeout(giveUp);
    observer?.disconnect();
    observer = undefined;
  };
  const release = () => {
    stopWatching();
    element.style.minHeight = previous;
  };
  // Measured once per frame, not on every DOM change: each measure forces a layout, and an
  // island's first render makes hundreds of changes.
  // A frame still pending after the release finds no observer and does nothing.
  observer = new MutationObserver(() => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (observer && contentHeight() >= height - 0.5) release();
    });
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true, attributes: true });
  // An island that stays shorter than its fallback keeps the space (no late shift), but is not
  // measured on every DOM change for the life of the page (a ticking countdown would be).
  const giveUp = setTimeout(stopWatching, WATCH_MS);
  return release;
}
