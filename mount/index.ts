import { createApi, followGlobals, listenForFlashEvents, type StorefrontApi } from './api';
import { GlobalsWatch } from './globals-watch';
import { LazyImages } from './lazy-images';
import { ChunkLoader } from './loader';
import { report } from '../shared/page/report';
import { Runtime } from './runtime';
// Every widget by hook name, derived by build.mjs from the folders: widgets/<name>/index.tsx is
// the chunk of data-widget="<name>", so adding or deleting a folder is the whole change.
import widgetChunks from 'storefront:widget-chunks';
import coreChunk from 'storefront:core-chunk';

declare global {
  interface Window {
    Storefront?: StorefrontApi;
  }
}

/**
 * Runs once the page has shown its content (first contentful paint). The server's page is complete
 * without the islands, and no island shows before its chunk arrives; chunks requested before that
 * paint make it wait for them on a slow network (Lighthouse's simulation moves the home page's FCP
 * and LCP). One frame is not enough: a frame is shown a little after it is drawn,
 * and the chunks asked for in between counted. A page that shows nothing contentful (hooks with no
 * fallback) starts 100 ms after its first frame; a tab opened in the background, when first shown.
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  // At once, not a task later: the first widget load asks for the core chunk, every task before it a delay.
  const start = () => started || ((started = true), run());
  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && start()).observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(start, 100));
}

/**
 * The prefetch code (mount/prefetch.ts) comes with the shopper's first pointer, touch or focus on
 * the page: a chunk of its own, so a page no one points at pays nothing for it. The event is handed
 * over, so its link is prefetched as the chunk arrives (the chunk starts once, whichever comes first).
 */
function prefetchOnIntent(): void {
  const first = (event: Event) =>
    import('./prefetch').then(
      (prefetch) => prefetch.startPrefetch(event),
      () => undefined,
    );
  for (const type of ['pointerover', 'touchstart', 'focusin']) addEventListener(type, first, { capture: true, once: true });
}

/**
 * The core chunk (React and the kernel), asked for with each first widget chunk load instead of found
 * in its imports once it has arrived: one round trip fewer (the browser fetches a module once however
 * often it is imported). A failure here is the widget chunks' failure too, reported by them.
 */
const loadCore = () => void import(new URL(coreChunk, import.meta.url).href).catch(() => undefined);

/** storefront.js: the only file a page names. Starts once, even if included twice. */
function boot(): void {
  if (window.Storefront) return;
  const runtime = new Runtime(new ChunkLoader(widgetChunks, undefined, loadCore), report);
  const images = new LazyImages();
  const api = createApi(runtime);
  const globals = new GlobalsWatch(followGlobals);
  runtime.onAdded = (root) => {
    globals.added(root);
    images.scan(root);
  };
  globals.start();
  window.Storefront = api;
  listenForFlashEvents(api);
  images.scan(document);
  afterFirstPaint(() => runtime.start(document));
  prefetchOnIntent();
}

boot();
