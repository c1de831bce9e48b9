import { addProductToCart } from './actions/add-to-cart';
import type { Product } from '../page/schemas/product';
import { reportProblem } from '../page/report';
import { addToCompare } from '../stores/compare';
import { flashFailure, ownMessage } from '../stores/failure';
import { flash } from '../stores/flash';
import { goTo, LOGIN_PATH } from '../net/navigate';
import { globals } from '../page/globals';
import { addToWishlist } from '../stores/wishlist';
import { useAction } from './use-action';
import { t } from './messages';

export function productPath(product: Pick<Product, 'url_key' | 'slug'>, by: 'url_key' | 'slug' = 'url_key'): string {
  const key = (by === 'slug' ? (product.slug ?? product.url_key) : (product.url_key ?? product.slug)) ?? '';
  return `/products/${encodeURIComponent(key)}`;
}

/** An icon-only button named by what it does, running `act` once at a time. */
function IconAction({ label, icon, act }: { label: string; icon: string; act: () => Promise<void> }) {
  const [run, running] = useAction(act);
  return (
    <button type="button" className="sf-icon-button" aria-label={label} onClick={run} disabled={running} aria-busy={running || undefined}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}

/** Icon-only wishlist and compare buttons, named by what they do (CONTRACT §6). */
export function WishCompareButtons({ product }: { product: Product }) {
  const wish = async () => {
    // SPEC §4: a guest's wishlist is the login page.
    if (!globals().isCustomer) return goTo(LOGIN_PATH);
    try {
      const message = await addToWishlist(product.id, product);
      if (message) flash('success', message);
    } catch (error) {
      // SPEC §8: a failed wishlist add is only logged, no message.
      reportProblem('action', 'wishlist add failed', error);
    }
  };
  const compare = async () => {
    try {
      const { added, message } = await addToCompare(product.id);
      if (added) flash('success', message ?? t('addedToCompare'));
      else flash('warning', t('alreadyInCompare'));
    } catch (error) {
      // SPEC §8 Compare add: 400/422 a warning, else an error, with the server's or the error's own message.
      flashFailure(error, { fallback: ownMessage, warnOn: [400, 422] });
    }
  };
  return (
    <>
      <IconAction label={t('addToWishlist')} icon="♡" act={wish} />
      <IconAction label={t('addToCompare')} icon="⇄" act={compare} />
    </>
  );
}

/** SPEC §4: simple products get Add To Cart; other types link to their page with Select Options. */
export function BuyButton({ product, quantity = 1, by = 'url_key' }: { product: Product; quantity?: number; by?: 'url_key' | 'slug' }) {
  const [add, adding] = useAction(() => addProductToCart(product, quantity));
  if (product.type !== 'simple') {
    return (
      <a className="sf-button sf-button--secondary" href={productPath(product, by)}>
        {t('selectOptions')}
      </a>
    );
  }
  return (
    <button type="button" className="sf-button sf-button--primary" onClick={add} disabled={adding} aria-busy={adding || undefined}>
      {t('addToCart')}
    </button>
  );
}
