import { once } from '../shared/page/once';
import { report, type Phase } from '../shared/page/report';
import type { Runtime } from './runtime';

export interface StorefrontApi {
  mount(root?: ParentNode): void;
  unmount(root?: ParentNode): void;
  flash(type: string, message: string): void;
  refreshCart(): Promise<unknown>;
  ready(): Promise<void>;
}

// The kernel pulls in React and signals: loaded only when first asked for. One promise for every
// caller, so calls made in a row run in that order (Chromium settles separate import()s of a chunk
// still loading in no fixed order: four flashes showed out of turn); a failed load is retried.
const kernel = once(() => import('../shared/kernel'));

/** Runs a callback so that whatever it throws or rejects is reported, never thrown into the page. */
function guard<T>(run: () => T | Promise<T>, phase: Phase): Promise<T | undefined> {
  // The executor runs at once, and what it throws rejects the promise like a rejection of run's own.
  return new Promise<T>((resolve) => resolve(run())).catch((error: unknown) => {
    report(error, { phase });
    return undefined;
  });
}

/** window.Storefront (CONTRACT §3): every call guarded, so page scripts never see our failures. */
export function createApi(runtime: Runtime): StorefrontApi {
  const call = <T>(run: () => T | Promise<T>) => guard(run, 'api');
  return {
    mount: (root) => void call(() => runtime.mount(root)),
    unmount: (root) => void call(() => runtime.unmount(root)),
    flash: (type, message) => void call(async () => (await kernel()).flash(type, message)),
    refreshCart: () => call(async () => (await kernel()).refreshCart()),
    ready: () => runtime.ready(),
  };
}

/** `add-flash` (SPEC §4): the same as Storefront.flash for code that does not know the bundle. */
export function listenForFlashEvents(api: StorefrontApi): void {
  addEventListener('add-flash', (event) => {
    const detail = (event as CustomEvent<{ type?: unknown; message?: unknown } | null>).detail;
    if (detail && typeof detail.message === 'string') api.flash(String(detail.type ?? 'info'), detail.message);
  });
}

/** A new globals block (Turbo visit, morph): islands follow it and its server flashes show once. */
export function followGlobals(): void {
  // A page without hooks has no use for the kernel (React): it is not loaded for the globals alone.
  if (document.querySelector('[data-widget]')) void guard(async () => (await kernel()).followGlobals(), 'runtime');
}
