import { addProductToCart } from '../actions/add-to-cart';
import type { Product } from '../schemas/product';
import { addToCompare } from '../stores/compare';
import { flashFailure, ownMessage } from '../stores/failure';
import { flash } from '../stores/flash';
import { addToWishlist } from '../stores/wishlist';
import { useAction } from './use-action';
import { t } from './messages';

export function productPath(product: Pick<Product, 'url_key' | 'slug'>, by: 'url_key' | 'slug' = 'url_key'): string {
  const key = (by === 'slug' ? (product.slug ?? product.url_key) : (product.url_key ?? product.slug)) ?? '';
  return `/products/${encodeURIComponent(key)}`;
}

/** Icon-only wishlist and compare buttons, named by what they do (CONTRACT §6). */
export function WishCompareButtons({ product }: { product: Product }) {
  const [wish, wishing] = useAction(async () => {
    try {
      const message = await addToWishlist(product.id);
      if (message) flash('success', message);
    } catch (error) {
      // SPEC §8: a failed wishlist add is only logged, no message.
      console.error('[storefront] wishlist add failed', error);
    }
  });
  const [compare, comparing] = useAction(async () => {
    try {
      const { added, message } = await addToCompare(product.id);
      if (added) flash('success', message ?? t('addedToCompare'));
      else flash('warning', t('alreadyInCompare'));
    } catch (error) {
      // SPEC §8 Compare add: 400/422 a warning, else an error, with the server's or the error's own message.
      flashFailure(error, { fallback: ownMessage, warnOn: [400, 422] });
    }
  });
  return (
    <>
      <button
        type="button"
        className="sf-icon-button"
        aria-label={t('addToWishlist')}
        onClick={wish}
        disabled={wishing}
        aria-busy={wishing || undefined}
      >
        <span aria-hidden="true">♡</span>
      </button>
      <button
        type="button"
        className="sf-icon-button"
        aria-label={t('addToCompare')}
        onClick={compare}
        disabled={comparing}
        aria-busy={comparing || undefined}
      >
        <span aria-hidden="true">⇄</span>
      </button>
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
