const GLOBALS = 'script#storefront-globals';

/**
 * Notices when the page's globals block is replaced (a Turbo Drive visit adds the new page's
 * block) or rewritten in place (a morph), so the islands can follow the new globals and show the
 * new page's server flashes (CONTRACT §2).
 */
export class GlobalsWatch {
  #script: Element | null = null;
  #queued = false;
  readonly #observer: MutationObserver;

  constructor(readonly onChange: () => void) {
    this.#observer = new MutationObserver(() => this.#changed());
  }

  start(doc: Document = document): void {
    this.#follow(doc);
  }

  stop(): void {
    this.#observer.disconnect();
    this.#script = null;
  }

  /** Called with every subtree added to the page. */
  added(root: Element): void {
    if (!root.matches(GLOBALS) && root.querySelector(GLOBALS) === null) return;
    this.#follow(root.ownerDocument);
    this.#changed();
  }

  /** Once per batch of changes, after the runtime has scanned the same batch for hooks. */
  #changed(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      this.onChange();
    });
  }

  /** Watches the block that counts now: the last one (Turbo leaves the old head script in place). */
  #follow(doc: Document): void {
    const all = doc.querySelectorAll(GLOBALS);
    const last = all[all.length - 1] ?? null;
    if (last === this.#script) return;
    this.#observer.disconnect();
    this.#script = last;
    if (last) this.#observer.observe(last, { childList: true, characterData: true, subtree: true });
  }
}
