import { createApi, listenForFlashEvents, type StorefrontApi } from './api';
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
  runtime.onAdded = (root) => images.scan(root);
  const api = createApi(runtime, reportError);
  window.Storefront = api;
  listenForFlashEvents(api);
  images.scan(document);
  runtime.start(document);
}

boot();
