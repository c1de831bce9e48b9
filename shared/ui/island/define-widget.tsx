import { effect, untracked } from '@preact/signals-react';
import { Component, Fragment, StrictMode, startTransition, type ComponentType, type FragmentInstance, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { activeLanguage, catalogueReady } from '../../text/i18n/catalogue';
import { reportProblem } from '../../page/report';
import { globals } from '../../page/globals';
import type { IslandHandle, IslandHost, PropsResult, WidgetDefinition } from './contract';

/**
 * Catches render errors inside one island so they never reach another, and tells the runtime once
 * the first render has committed (componentDidMount runs in the commit, as a layout effect would).
 */
class IslandBoundary extends Component<{ host: IslandHost; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidMount() {
    if (!this.state.failed) this.props.host.onMounted();
  }
  override componentDidCatch(error: unknown) {
    this.props.host.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The islands speak the page's language: a new one (a Turbo visit to the Bangla page) draws each
 * afresh in it. One watch for the page rather than a signals hook in every island: a hook per
 * island weighed on the runtime's mount cost.
 */
const redraws = new Set<() => void>();
let stopWatching: (() => void) | undefined;
function followLanguage(redraw: () => void): () => void {
  // Watched while an island is on the page: the last one gone (Storefront.stop(), a test's
  // teardown) ends the watch too.
  if (!stopWatching) {
    let spoken: string | undefined;
    stopWatching = effect(() => {
      const language = activeLanguage();
      if (spoken !== undefined && language !== spoken) untracked(() => redraws.forEach((each) => each()));
      spoken = language;
    });
  }
  redraws.add(redraw);
  return () => {
    redraws.delete(redraw);
    if (redraws.size > 0) return;
    stopWatching?.();
    stopWatching = undefined;
  };
}

declare module 'react' {
  // react-dom's FragmentInstance has it (react.dev, Fragment reference); @types/react-dom leaves it out.
  interface FragmentInstance {
    compareDocumentPosition(otherNode: Node): number;
  }
}

/** react-dom's handle on each top-level element of a Fragment with a ref: the instances it belongs to. */
interface FragmentChild extends Node {
  reactFragments?: Set<FragmentInstance>;
}

/**
 * Whether `node` is a top-level node of `fragment`. React keeps the handle up to date on elements
 * only: a text node it inserts after the Fragment mounted gets none (nothing listens on text), so
 * a text node is placed by the Fragment's document position instead.
 */
function inFragment(fragment: FragmentInstance, node: Node): boolean {
  if (node.nodeType === Node.TEXT_NODE) return (fragment.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0;
  return (node as FragmentChild).reactFragments?.has(fragment) === true;
}

function validateWith<S extends v.GenericSchema>(schema: S, raw: unknown): PropsResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, raw ?? {});
  if (result.success) return { ok: true, props: result.output };
  return {
    ok: false,
    issues: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '(props)', message: issue.message })),
  };
}

/** No props: CONTRACT §4 "props not listed take no value", so extra keys are ignored. */
export const NoProps = v.looseObject({});

/**
 * Nodes of the server fallback an island takes over (`keep`), each with the place it came from: React
 * empties the hook on its first render, and an island that fails or is let go puts them back there,
 * so the fallback the runtime restores is whole.
 */
function takeFromFallback<K extends object>(
  element: Element,
  keep: ((fallback: Element) => K) | undefined,
): { kept: K | undefined; putBack: () => void } {
  const kept = keep?.(element);
  const places = Object.values(kept ?? {})
    .filter((value): value is Node => value instanceof Node && value.parentNode !== null)
    .map((node) => ({ node, parent: node.parentNode!, next: node.nextSibling }));
  const putBack = () => {
    for (const { node, parent, next } of places) if (node.parentNode !== parent) parent.insertBefore(node, next?.parentNode === parent ? next : null);
  };
  return { kept, putBack };
}

/**
 * Makes a widget chunk's default export: its props schema and its component,
 * rendered in its own React root behind its own error boundary. `keep` reads the server fallback
 * before the island replaces it and gives the component what it takes over (the search form, the
 * product's main photo): extra props, each placed in the island with `useKept`, the same nodes.
 */
export function defineWidget<S extends v.GenericSchema, K extends object = object>(
  schema: S,
  View: ComponentType<v.InferOutput<S> & K>,
  keep?: (fallback: Element) => K,
): WidgetDefinition<v.InferOutput<S>> {
  type P = v.InferOutput<S>;
  return {
    validate: (raw) => validateWith(schema, raw),
    render(element: Element, props: P, host: IslandHost): IslandHandle<P> {
      // Read (and so checked) on every page with an island, not only where a widget asks:
      // a bad globals block is reported with its path wherever it is (CONTRACT §1).
      globals();
      const { kept, putBack } = takeFromFallback(element, keep);
      const root = createRoot(element, {
        // Errors the boundary caught are reported by it; anything that escapes goes to the host too.
        onCaughtError: () => undefined,
        onUncaughtError: (error) => host.onError(error),
        onRecoverableError: (error) => reportProblem('render', 'recoverable render error', error),
      });
      // The island's content, for owns(). Each language draws a new keyed Fragment, and the old
      // one's ref is let go before the new one's is set: keep only the instance now committed.
      let content: FragmentInstance | undefined;
      const hold = (instance: FragmentInstance | null) => {
        if (!instance) return;
        content = instance;
        return () => {
          if (content === instance) content = undefined;
        };
      };
      // A transition: React may yield between islands (and inside a big one), so a page of
      // islands is no single long task and a tap during hydration is answered.
      const draw = (next: P) =>
        startTransition(() =>
          root.render(
            <StrictMode>
              <IslandBoundary host={host}>
                <Fragment key={activeLanguage()} ref={hold}>
                  <View {...(next as P & object)} {...(kept as K)} />
                </Fragment>
              </IslandBoundary>
            </StrictMode>,
          ),
        );
      // A Bangla page's islands wait for its catalogue: no English first, no shift.
      let waiting = catalogueReady();
      let latest = props;
      let gone = false;
      const forget = followLanguage(() => waiting || draw(latest));
      if (!waiting) draw(props);
      else
        void waiting.then(() => {
          waiting = undefined;
          if (!gone) draw(latest);
        });
      return {
        update: (next) => {
          latest = next;
          if (!waiting) draw(next);
        },
        unmount: () => {
          gone = true;
          forget();
          root.unmount();
          putBack();
        },
        owns: (node) => content !== undefined && inFragment(content, node),
      };
    },
  };
}
