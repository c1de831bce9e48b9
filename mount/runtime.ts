import { Island, STATE_ATTR } from './island';
import type { ChunkLoader } from './loader';
import type { ErrorHandler } from '../shared/page/report';

const HOOK_SELECTOR = '[data-widget]';

function hooksIn(root: ParentNode | Element): Element[] {
  const found = Array.from(root.querySelectorAll(HOOK_SELECTOR));
  return root instanceof Element && root.matches(HOOK_SELECTOR) ? [root, ...found] : found;
}

/**
 * Finds hooks, keeps one Island per hook element, and follows the page:
 * hooks added later mount, removed ones unmount, changed `data-props` re-render.
 */
export class Runtime {
  readonly #islands = new Map<Element, Island>();
  readonly #reportedUnknown = new Set<string>();
  /** Hooks the page's code unmounted: only its own mount() brings them back, not a rescan. */
  readonly #held = new WeakSet<Element>();
  #observer: MutationObserver | undefined;
  /** Called for every subtree added to the page (lazy images and the globals watch use it). */
  onAdded: (root: Element) => void = () => undefined;
  #markStarted!: () => void;
  /** ready() waits for the start: a page script asking early must not mount islands before first paint. */
  readonly #started = new Promise<void>((resolve) => (this.#markStarted = resolve));

  constructor(
    readonly loader: ChunkLoader,
    readonly report: ErrorHandler,
  ) {}

  start(doc: Document = document): void {
    this.mount(doc);
    this.#markStarted();
    this.#observer ??= new MutationObserver((records) => this.#onMutations(records));
    this.#observer.observe(doc.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-props', 'data-widget', STATE_ATTR],
    });
  }

  stop(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.unmount(document);
  }

  /** Mounts every hook under root not yet mounted (unmounted ones too). */
  mount(root: ParentNode = document): void {
    for (const element of hooksIn(root)) this.#held.delete(element);
    this.#scan(root);
  }

  /** Releases the islands under root; they stay released until mount() names them again. */
  unmount(root: ParentNode = document): void {
    for (const element of hooksIn(root)) this.#held.add(element);
    for (const [element, island] of this.#islands) {
      // Node.contains is true for the node itself: a hook given as the root is released too.
      if ((root as Node).contains(element)) {
        island.stop();
        this.#islands.delete(element);
      }
    }
  }

  /**
   * Settles once the runtime has started and every hook present then has mounted or failed
   * (hooks waiting to be scrolled to excepted).
   */
  async ready(): Promise<void> {
    await this.#started;
    this.#scan(document);
    const present = Array.from(this.#islands.values()).filter((island) => !island.deferred);
    await Promise.all(present.map((island) => island.settled));
  }

  /**
   * Mounts the hooks under root that have no island and were not unmounted on purpose. Runs for
   * every subtree an island renders, so it stays O(hooks under root), not O(islands on the page).
   */
  #scan(root: ParentNode): void {
    for (const element of hooksIn(root)) {
      if (!this.#islands.has(element) && !this.#held.has(element)) this.#add(element);
    }
  }

  #add(element: Element): void {
    const name = element.getAttribute('data-widget')?.trim() ?? '';
    if (!this.loader.has(name)) {
      element.setAttribute(STATE_ATTR, 'error');
      if (!this.#reportedUnknown.has(name)) {
        this.#reportedUnknown.add(name);
        this.report(`unknown widget "${name}"; known widgets: ${this.loader.names().join(', ')}`, {
          widget: name,
          element,
          phase: 'registry',
        });
      }
      return;
    }
    const island = new Island(element, name, { loader: this.loader, report: this.report });
    this.#islands.set(element, island);
    island.start();
  }

  #onMutations(records: MutationRecord[]): void {
    let removed = false;
    const touched = new Set<Element>();
    for (const record of records) {
      if (record.type === 'attributes') {
        const element = record.target as Element;
        if (record.attributeName === 'data-props') this.#islands.get(element)?.update();
        else if (record.attributeName === STATE_ATTR) touched.add(element);
        else this.#rename(element);
        continue;
      }
      if (record.removedNodes.length > 0) removed = true;
      if (record.target instanceof Element && this.#islands.has(record.target)) touched.add(record.target);
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element) {
          this.onAdded(node);
          this.#scan(node);
        }
      }
    }
    if (removed) this.#dropDetached();
    for (const element of touched) this.#remountIfOverwritten(element);
  }

  /** A morph rewrote a mounted hook back to server HTML: release the old root, mount again. */
  #remountIfOverwritten(element: Element): void {
    const island = this.#islands.get(element);
    if (!island?.overwritten || !element.isConnected) return;
    island.abandon();
    this.#islands.delete(element);
    if (!this.#held.has(element)) this.#add(element);
  }

  /** A hook whose data-widget changed is a different island now. */
  #rename(element: Element): void {
    const island = this.#islands.get(element);
    if (island && island.name === element.getAttribute('data-widget')) return;
    island?.stop();
    this.#islands.delete(element);
    if (element.isConnected && element.hasAttribute('data-widget') && !this.#held.has(element)) this.#add(element);
  }

  #dropDetached(): void {
    for (const [element, island] of this.#islands) {
      if (!element.isConnected) {
        island.stop();
        this.#islands.delete(element);
      }
    }
  }
}
