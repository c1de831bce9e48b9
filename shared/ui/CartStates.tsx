import { refreshCart } from '../stores/cart';
import { t } from './messages';

/** The shared cart could not be read: say so and offer a retry (mini cart, cart page, checkout). */
export function CartLoadFailed() {
  return (
    <p role="alert">
      {t('cartFailed')}{' '}
      <button type="button" className="sf-link" onClick={() => refreshCart().catch(() => undefined)}>
        {t('tryAgain')}
      </button>
    </p>
  );
}
