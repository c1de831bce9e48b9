import { globals } from '../../shared/page/globals';
import { useWishlist } from '../../shared/stores/use-wishlist';
import { CountBadge } from '../../shared/ui/CountBadge';
import { t } from './messages';

/**
 * Header badge: the customer's wishlist size, following the shared store, so any
 * island's add or remove shows at once. Guests have none and cause no request (SPEC §6).
 */
export function WishlistCount() {
  const { items } = useWishlist();
  const customer = globals().isCustomer;
  return <CountBadge href="/customer/wishlist" name={t('name')} icon="♡" count={customer ? items.length : 0} />;
}
