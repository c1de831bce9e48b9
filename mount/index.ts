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
  runtime.start(document);
}

boot();
