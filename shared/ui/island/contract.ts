/**
 * The narrow interface between the runtime (mount/) and a widget chunk.
 * Types only: the entry imports nothing of React through it.
 */
interface PropIssue {
  path: string;
  message: string;
}

export type PropsResult<P> = { ok: true; props: P } | { ok: false; issues: PropIssue[] };

/** What the runtime hands a widget: one place to report trouble, one to say it rendered. */
export interface IslandHost {
  onMounted(): void;
  onError(error: unknown): void;
}

export interface IslandHandle<P = unknown> {
  update(props: P): void;
  unmount(): void;
  /** Whether `node` is one the island's React content rendered (a morph's copy is not). */
  owns(node: Node): boolean;
}

export interface WidgetDefinition<P = unknown> {
  validate(raw: unknown): PropsResult<P>;
  render(element: Element, props: P, host: IslandHost): IslandHandle<P>;
}

export interface WidgetModule {
  default: WidgetDefinition;
}
