import type { Registry } from './loader';

/**
 * Every widget of CONTRACT §4 by hook name. Each loader is a dynamic import, so
 * a widget's chunk is fetched only when a hook for it is on the page.
 * Removing a widget: delete its folder and its line here.
 */
export const registry: Registry = {
  // Page furniture and header
  'flash-messages': () => import('../widgets/flash-messages'),
  'mini-cart': () => import('../widgets/mini-cart'),
  'hello-world': () => import('../widgets/hello-world'),
  // Catalogue
  // Product page
  // Cart and checkout
  // Account
  // Blog and careers
};
