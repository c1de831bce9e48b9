import { call } from '../net/http/client';
import { wishlistRemove } from '../net/http/routes/wishlist-compare';
import { refreshWishlist, wishlist, wishlistResource } from './wishlist';

// The wishlist page's removal, a module of its own so the core chunk does not carry it.

/** Removes an item; throws the HttpError so the caller can show SPEC §8's text. */
export async function removeFromWishlist(itemId: number): Promise<void> {
  await call(wishlistRemove, { params: { itemId } });
  wishlistResource.set(wishlist.value.filter((item) => item.id !== itemId));
  await refreshWishlist().catch(() => undefined);
}
