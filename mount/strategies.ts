/** A load strategy waits for its moment, then runs; it returns a way to stop waiting. */
export type Strategy = (element: Element, run: () => void) => () => void;

const load: Strategy = (_element, run) => {
  let live = true;
  queueMicrotask(() => live && run());
  return () => {
    live = false;
  };
};

export const idle: Strategy = (_element, run) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
};

// Every browser that runs this bundle (ES2022, private fields) has IntersectionObserver.
const visible: Strategy = (element, run) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
};

const strategies = { load, idle, visible } as const;
export type StrategyName = keyof typeof strategies;

/** `data-hydrate`: load (default), idle or visible; anything else falls back to load. */
export function strategyFor(element: Element): { name: StrategyName; strategy: Strategy } {
  const wanted = element.getAttribute('data-hydrate') ?? 'load';
  const name: StrategyName = wanted === 'idle' || wanted === 'visible' ? wanted : 'load';
  return { name, strategy: strategies[name] };
}
