import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { globals } from '../../shared/stores/globals';
import { ensureWishlist, wishlist } from '../../shared/stores/wishlist';
import { CountBadge } from '../../shared/ui/CountBadge';

/**
 * Header badge: the customer's wishlist size, following the shared store, so any
 * island's add or remove shows at once. Guests have none and cause no request (SPEC §6).
 */
export function WishlistCount() {
  useSignals();
  const customer = globals().isCustomer;
  useEffect(() => {
    if (customer) ensureWishlist().catch((error: unknown) => console.error('[storefront] wishlist count failed to load', error));
  }, [customer]);
  return <CountBadge href="/customer/wishlist" name="Wishlist" icon="♡" count={customer ? wishlist.value.length : 0} />;
}
