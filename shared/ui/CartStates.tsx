import { useSignals } from '@preact/signals-react/runtime';
import { cartResource, refreshCart } from '../stores/cart';
import { LoadFailed } from './LoadFailed';
import { t } from './messages';

/** The shared cart could not be read: say so and offer a retry (mini cart, cart page, checkout). */
export function CartLoadFailed() {
  useSignals();
  return <LoadFailed error={cartResource.error.value} message={t('cartFailed')} retry={() => void refreshCart().catch(() => undefined)} />;
}
