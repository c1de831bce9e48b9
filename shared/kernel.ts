/**
 * What the runtime entry loads lazily for window.Storefront. It re-exports
 * defineWidget so that everything the entry loads later reaches React and
 * react-dom together: esbuild then keeps both in one shared chunk.
 */
export { flash } from './stores/flash';
export { refreshCart } from './stores/cart';
export { defineWidget } from './island/define-widget';
