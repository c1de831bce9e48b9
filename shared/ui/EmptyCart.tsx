// The cart page's and checkout's empty state: not the mini cart's, so not in the core chunk.
import { t } from './messages';

/** SPEC §2's empty cart, with the way back to the shop. */
export function EmptyCart() {
  return (
    <div className="sf-cart-empty">
      <p>{t('cartEmpty')}</p>
      <a className="sf-button" href="/">
        {t('continueShopping')}
      </a>
    </div>
  );
}
