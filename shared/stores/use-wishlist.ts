import { useResource } from './use-resource';
import { wishlistResource } from './wishlist';

/**
 * The customer's wishlist for a component (a guest's is empty and asks nothing). The wishlist
 * page passes `fresh` to read it again on every visit; badges share the first read.
 */
export function useWishlist({ fresh = false } = {}) {
  const { data, state } = useResource(wishlistResource, 'wishlist', fresh);
  return { items: data, state };
}
