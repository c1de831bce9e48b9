import { guard, type ErrorHandler } from './report';
import type { Runtime } from './runtime';

export interface StorefrontApi {
  mount(root?: ParentNode): void;
  unmount(root?: ParentNode): void;
  flash(type: string, message: string): void;
  refreshCart(): Promise<unknown>;
  ready(): Promise<void>;
}

// The kernel pulls in React and signals: loaded only when first asked for.
const kernel = () => import('../shared/kernel');

/** window.Storefront (CONTRACT §3): every call guarded, so page scripts never see our failures. */
export function createApi(runtime: Runtime, report: ErrorHandler): StorefrontApi {
  return {
    mount: (root) => void guard(() => runtime.mount(root), { phase: 'api' }, report),
    unmount: (root) => void guard(() => runtime.unmount(root), { phase: 'api' }, report),
    flash: (type, message) => void guard(async () => (await kernel()).flash(type, message), { phase: 'api' }, report),
    refreshCart: () => guard(async () => (await kernel()).refreshCart(), { phase: 'api' }, report),
    ready: () => runtime.ready(),
  };
}

/** `add-flash` (SPEC §4): the same as Storefront.flash for code that does not know the bundle. */
export function listenForFlashEvents(api: StorefrontApi): void {
  window.addEventListener('add-flash', (event) => {
    const detail = (event as CustomEvent<{ type?: unknown; message?: unknown } | null>).detail;
    if (detail && typeof detail.message === 'string') api.flash(String(detail.type ?? 'info'), detail.message);
  });
}
