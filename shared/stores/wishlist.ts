import { call } from '../net/http/client';
import { wishlistAdd, wishlistItems } from '../net/http/routes/wishlist-compare';
import { messageFromBody } from '../net/http/errors';
import type { Product } from '../page/schemas/product';
import type { WishlistItem } from '../page/schemas/wishlist';
import { globals } from '../page/globals';
import { track } from '../analytics/track';
import { createResource } from './resource';
import { onTestReset } from '../page/test-reset';

/** The customer's wishlist; empty for guests (SPEC §6: fetched only for customers). */
export const wishlistResource = createResource<readonly WishlistItem[]>({
  load: async () => (globals().isCustomer ? call(wishlistItems) : []),
  initial: [],
  tabs: 'wishlist',
});
export const wishlist = wishlistResource.data;

export function refreshWishlist(): Promise<readonly WishlistItem[]> {
  return wishlistResource.refresh();
}

/**
 * SPEC §4: a customer's save on the server (a guest is the caller's to send to the login page).
 * Returns the server's message; throws the HttpError of a failed save. A saved `product` counts
 * as add_to_wishlist for analytics.
 */
export async function addToWishlist(productId: number, product?: Product): Promise<string | undefined> {
  const answer = await call(wishlistAdd, { body: { product_id: productId } });
  if (product) void track({ name: 'add_to_wishlist', product });
  // The save stood; a failed re-read is the list's own load state, not this call's failure.
  await refreshWishlist().catch(() => undefined);
  return messageFromBody(answer);
}

if (process.env.NODE_ENV !== 'production') onTestReset(() => wishlistResource.reset());
