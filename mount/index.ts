import { createApi, followGlobals, listenForFlashEvents, type StorefrontApi } from './api';
import { GlobalsWatch } from './globals-watch';
import { LazyImages } from './lazy-images';
import { ChunkLoader } from './loader';
import { registry } from './registry';
import { reportError } from './report';
import { Runtime } from './runtime';

declare global {
  interface Window {
    Storefront?: StorefrontApi;
  }
}

/**
 * Runs after the page's first paint. The server's page is complete without the islands, and no island
 * shows before its chunk arrives; chunks requested before the first paint make it wait for them on a
 * slow network (Lighthouse's simulation put the home page's LCP at 3.3 s for it, issue #15). A tab
 * opened in the background paints no frame: its islands start when it is first shown.
 */
const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

/** storefront.js: the only file a page names. Starts once, even if included twice. */
function boot(): void {
  if (window.Storefront) return;
  const runtime = new Runtime(new ChunkLoader(registry), reportError);
  const images = new LazyImages();
  const api = createApi(runtime, reportError);
  const globals = new GlobalsWatch(() => followGlobals(reportError));
  runtime.onAdded = (root) => {
    globals.added(root);
    images.scan(root);
  };
  globals.start();
  window.Storefront = api;
  listenForFlashEvents(api);
  images.scan(document);
  afterFirstPaint(() => runtime.start(document));
}

boot();
