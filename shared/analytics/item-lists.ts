import type { Product } from '../page/schemas/product';

/** Each rendered product list's element → its products: ./track fills it, ./ga4 watches the lists (neither imports the other's values). */
export const itemLists = new WeakMap<Element, readonly Product[]>();
