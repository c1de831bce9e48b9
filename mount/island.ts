import type { IslandHandle, WidgetDefinition } from '../shared/ui/island/contract';
import type { ChunkLoader } from './loader';
import { keepBox } from './keep-box';
import { readRawProps } from './props';
import type { ErrorContext, ErrorHandler } from '../shared/page/report';
import { strategyFor, type StrategyName } from './strategies';
import { whenOnline } from '../shared/page/when-online';

export type IslandState = 'pending' | 'mounted' | 'error';
export const STATE_ATTR = 'data-widget-state';

/**
 * One hook's life: wait for its load strategy, fetch its chunk, validate its
 * props, render; on any failure put the server fallback back and say so.
 */
export class Island {
  readonly #loader: ChunkLoader;
  readonly #report: ErrorHandler;
  #strategy: StrategyName = 'load';
  #triggered = false;
  #stopped = false;
  #cancelWait: (() => void) | undefined;
  #definition: WidgetDefinition | undefined;
  #handle: IslandHandle | undefined;
  #fallback: Node[] | undefined;
  #releaseBox: (() => void) | undefined;
  /** The state this island last wrote; anything else on the hook was written by someone else. */
  #ownState: IslandState | null = null;
  #settle!: () => void;
  readonly settled: Promise<void> = new Promise((resolve) => (this.#settle = resolve));

  constructor(
    readonly element: Element,
    readonly name: string,
    deps: { loader: ChunkLoader; report: ErrorHandler },
  ) {
    this.#loader = deps.loader;
    this.#report = deps.report;
  }

  get state(): IslandState | null {
    return this.element.getAttribute(STATE_ATTR) as IslandState | null;
  }

  /** Still waiting for the shopper to scroll to it; ready() does not wait for these. */
  get deferred(): boolean {
    return this.#strategy === 'visible' && !this.#triggered;
  }

  start(): void {
    this.#setState('pending');
    const { name, strategy } = strategyFor(this.element);
    this.#strategy = name;
    this.#cancelWait = strategy(this.element, () => {
      this.#triggered = true;
      void this.#hydrate();
    });
  }

  /**
   * Whether someone else rewrote the hook (a morph back to its server HTML: Livewire, Alpine
   * morph, Turbo 8 morph refresh): the state attribute is not ours, or a mounted island's hook
   * holds no node its React content rendered any more (the widget says which: mount/ knows no React).
   */
  get overwritten(): boolean {
    if (this.#stopped) return false;
    if (this.state !== this.#ownState) return true;
    const handle = this.#handle;
    if (this.#ownState !== 'mounted' || !handle || !this.element.hasChildNodes()) return false;
    return !Array.from(this.element.childNodes).some((node) => handle.owns(node));
  }

  /**
   * Lets go of an overwritten hook: the React root is released, and what the morph put in the
   * hook stays as the next island's fallback (React's unmount would take some of it away).
   */
  abandon(): void {
    const current = Array.from(this.element.childNodes);
    this.#fallback = undefined;
    this.stop();
    this.element.replaceChildren(...current);
  }

  /** Re-reads props after `data-props` changed; invalid new props keep the current render. */
  update(): void {
    if (this.#handle === undefined || this.#definition === undefined) return;
    const props = this.#props(this.#definition);
    if (props) this.#handle.update(props.props);
  }

  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#cancelWait?.();
    this.#teardown();
    this.#ownState = null;
    this.element.removeAttribute(STATE_ATTR);
    this.#settle();
  }

  async #hydrate(): Promise<void> {
    try {
      this.#definition = await this.#loader.load(this.name);
    } catch (error) {
      // A chunk that failed (for want of a connection, mostly) loads again when the browser is back online
      // (a stopped island's state is no longer 'error').
      whenOnline(() => this.#ownState === 'error' && (this.#setState('pending'), void this.#hydrate()));
      return this.#fail(error, 'load');
    }
    if (this.#stopped) return;
    const props = this.#props(this.#definition);
    if (!props) return this.#fail(null, 'props');
    this.#fallback = Array.from(this.element.childNodes);
    // Hydration must move nothing: the fallback's height stays until the island fills it.
    this.#releaseBox = keepBox(this.element);
    try {
      this.#handle = this.#definition.render(this.element, props.props, {
        onMounted: () => {
          if (!this.#stopped && this.state === 'pending') {
            this.#setState('mounted');
            this.#settle();
          }
        },
        onError: (error) => this.#fail(error, 'render'),
      });
    } catch (error) {
      this.#fail(error, 'render');
    }
  }

  /** The hook's props, validated; unreadable or invalid ones are reported and give undefined. */
  #props(definition: WidgetDefinition): { props: unknown } | undefined {
    const raw = readRawProps(this.element);
    const result = raw.ok ? definition.validate(raw.value) : raw;
    if (result.ok) return result;
    const reason =
      'reason' in result ? result.reason : `invalid props — ${result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`;
    this.#report(reason, this.#context('props'));
    return undefined;
  }

  #fail(error: unknown, phase: ErrorContext['phase']): void {
    if (this.#stopped) return;
    if (error !== null) this.#report(error, this.#context(phase));
    // React must not be unmounted from inside its own render; the next task is safe.
    setTimeout(() => this.#teardown());
    this.#setState('error');
    this.#settle();
  }

  #teardown(): void {
    this.#releaseBox?.();
    this.#releaseBox = undefined;
    const handle = this.#handle;
    this.#handle = undefined;
    if (handle) {
      try {
        handle.unmount();
      } catch (error) {
        // After a morph React's nodes may be gone already; that is not worth a report.
        if (this.#fallback !== undefined) this.#report(error, this.#context('render'));
      }
    }
    if (this.#fallback) {
      this.element.replaceChildren(...this.#fallback);
      this.#fallback = undefined;
    }
  }

  #context(phase: ErrorContext['phase']): ErrorContext {
    return { widget: this.name, element: this.element, phase };
  }

  #setState(state: IslandState): void {
    this.#ownState = state;
    this.element.setAttribute(STATE_ATTR, state);
  }
}
