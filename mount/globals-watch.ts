const GLOBALS = 'script#storefront-globals';

/**
 * Notices when the page's globals block is replaced (a Turbo Drive visit adds the new page's
 * block) or rewritten in place (a morph), so the islands can follow the new globals and show the
 * new page's server flashes (CONTRACT §2).
 */
export class GlobalsWatch {
  #script: Element | null = null;
  readonly #observer: MutationObserver;

  constructor(readonly onChange: () => void) {
    this.#observer = new MutationObserver(() => this.onChange());
  }

  start(): void {
    this.#follow();
  }

  /** Called with every subtree added to the page. */
  added(root: Element): void {
    if (!root.matches(GLOBALS) && root.querySelector(GLOBALS) === null) return;
    this.#follow();
    this.onChange();
  }

  /** Watches the block that counts now: the last one (Turbo leaves the old head script in place). */
  #follow(): void {
    const all = document.querySelectorAll(GLOBALS);
    const last = all[all.length - 1] ?? null;
    if (last === this.#script) return;
    this.#observer.disconnect();
    this.#script = last;
    if (last) this.#observer.observe(last, { childList: true, characterData: true, subtree: true });
  }
}
