const SELECTOR = 'img[data-src]';

function reveal(image: HTMLImageElement): void {
  const src = image.getAttribute('data-src');
  const srcset = image.getAttribute('data-srcset');
  if (srcset) image.srcset = srcset;
  if (src) image.src = src;
  image.removeAttribute('data-src');
  image.removeAttribute('data-srcset');
}

/** CONTRACT §3: `<img data-src>` anywhere on the page gets its real source when scrolled into view. */
export class LazyImages {
  readonly #observer = new IntersectionObserver((entries) => this.#onEntries(entries), { rootMargin: '200px' });

  scan(root: ParentNode | Element): void {
    const images = Array.from(root.querySelectorAll<HTMLImageElement>(SELECTOR));
    if (root instanceof HTMLImageElement && root.matches(SELECTOR)) images.push(root);
    for (const image of images) this.#observer.observe(image);
  }

  #onEntries(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      this.#observer.unobserve(entry.target);
      reveal(entry.target as HTMLImageElement);
    }
  }
}
