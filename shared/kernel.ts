/**
 * What the runtime entry loads lazily for window.Storefront. It re-exports
 * defineWidget so that everything the entry loads later reaches React and
 * react-dom together: esbuild then keeps both in one shared chunk.
 */
import { catalogueReady } from './text/i18n/catalogue';
import { cartState, refreshCart } from './stores/cart';
import { flash } from './stores/flash';
import { refreshGlobals, takeServerFlashes } from './page/globals';

export { flash, refreshCart };
export { defineWidget } from './ui/island/define-widget';

/** A visit or a morph replaced the globals block: islands re-read it, its server flashes show once. */
export function followGlobals(): void {
  refreshGlobals();
  // A visit to a page in another language: its catalogue loads, then the islands redraw in it.
  void catalogueReady();
  // A new page view (Turbo visit, Back): the server may have changed the cart; one GET, shared by every island.
  if (cartState.value === 'ready') void refreshCart().catch(() => undefined);
  for (const { type, message } of takeServerFlashes()) flash(type, message);
}
