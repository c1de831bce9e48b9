import type { Registry } from './loader';

/**
 * Every widget of CONTRACT §4 by hook name. Each loader is a dynamic import, so
 * a widget's chunk is fetched only when a hook for it is on the page.
 * Removing a widget: delete its folder, its line here and its gallery entry
 * (fixtures/server/gallery-props.ts); registry.test.ts fails until all three agree.
 */
export const registry: Registry = {
  // Page furniture and header
  'flash-messages': () => import('../widgets/flash-messages'),
  'mini-cart': () => import('../widgets/mini-cart'),
  'hello-world': () => import('../widgets/hello-world'),
  // Catalogue
  'category-sidebar': () => import('../widgets/category-sidebar'),
  'product-filter': () => import('../widgets/product-filter'),
  'product-listing': () => import('../widgets/product-listing'),
  'featured-products': () => import('../widgets/featured-products'),
  'shop-products': () => import('../widgets/shop-products'),
  'search-results': () => import('../widgets/search-results'),
  'campaign-products': () => import('../widgets/campaign-products'),
  'featured-categories': () => import('../widgets/featured-categories'),
  'trending-products': () => import('../widgets/trending-products'),
  'flash-deals': () => import('../widgets/flash-deals'),
  'wishlist-count': () => import('../widgets/wishlist-count'),
  'compare-count': () => import('../widgets/compare-count'),
  topbar: () => import('../widgets/topbar'),
  'category-menu': () => import('../widgets/category-menu'),
  'search-box': () => import('../widgets/search-box'),
  // Product page
  'product-details': () => import('../widgets/product-details'),
  'product-reviews': () => import('../widgets/product-reviews'),
  'related-products': () => import('../widgets/related-products'),
  // Cart and checkout
  cart: () => import('../widgets/cart'),
  checkout: () => import('../widgets/checkout'),
  // Account
  wishlist: () => import('../widgets/wishlist'),
  compare: () => import('../widgets/compare'),
  'address-form': () => import('../widgets/address-form'),
  'profile-form': () => import('../widgets/profile-form'),
  'orders-list': () => import('../widgets/orders-list'),
  'order-view': () => import('../widgets/order-view'),
  'register-form': () => import('../widgets/register-form'),
  // Blog and careers
  'blog-list': () => import('../widgets/blog-list'),
  'blog-category': () => import('../widgets/blog-category'),
  'blog-comments': () => import('../widgets/blog-comments'),
  'related-blogs': () => import('../widgets/related-blogs'),
  'resume-form': () => import('../widgets/resume-form'),
};
