import { cartResource } from './cart';
import { useResource } from './use-resource';

/** The page's cart for a component: loads it once per page, re-renders on every change. */
export function useCart() {
  const { data, state } = useResource(cartResource, 'cart');
  return { cart: data, state };
}
