// In-page half of the mount benchmark, bundled by bench/run.ts into .bench/page.js and served
// through page.route. Baseline: bare createRoot().render() of the same markup hello-world
// renders, with React from this bundle (production build), timed to the last commit.
import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

interface StorefrontApi {
  mount(root?: Element): unknown;
  unmount(root?: Element): unknown;
  ready(): Promise<unknown>;
}

function makeContainer(count: number, hook: boolean): HTMLElement {
  const container = document.createElement('section');
  for (let i = 0; i < count; i++) {
    const el = document.createElement('div');
    if (hook) el.setAttribute('data-widget', 'hello-world');
    container.append(el);
  }
  return container;
}

async function baseline(count: number): Promise<number> {
  const container = makeContainer(count, false);
  document.body.append(container);
  let committed = 0;
  let done!: () => void;
  const allCommitted = new Promise<void>((resolve) => (done = resolve));
  function Hello() {
    useLayoutEffect(() => {
      if (++committed === count) done();
    }, []);
    return createElement('p', { className: 'sf-hello' }, 'Hello World');
  }
  const started = performance.now();
  const roots = Array.from(container.children, (el) => {
    const root = createRoot(el);
    root.render(createElement(Hello));
    return root;
  });
  await allCommitted;
  const elapsed = performance.now() - started;
  for (const root of roots) root.unmount();
  container.remove();
  return elapsed;
}

async function storefront(count: number): Promise<{ ms: number; mounted: number }> {
  const api = (window as unknown as { Storefront?: StorefrontApi }).Storefront;
  if (!api) throw new Error('window.Storefront is not defined');
  const container = makeContainer(count, true);
  const started = performance.now();
  document.body.append(container);
  await api.mount(container);
  await api.ready();
  const ms = performance.now() - started;
  const mounted = container.querySelectorAll('[data-widget-state="mounted"]').length;
  await api.unmount(container);
  container.remove();
  return { ms, mounted };
}

(window as unknown as { __bench: unknown }).__bench = { baseline, storefront };
