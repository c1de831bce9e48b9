import { useEffect, useState } from 'react';
import { serverMessage } from '../../shared/http/errors';
import type { Cart } from '../../shared/schemas/cart';
import { flash } from '../../shared/stores/flash';
import { calculatePrice } from './api';
import type { CheckoutState } from './use-checkout';

export type Fee = { state: 'idle' | 'loading' | 'error' } | { state: 'ready'; price: number };

/**
 * SPEC §7: with the courier Active, an address and a saved shipping method, the courier's
 * price plan gives the delivery fee. A newer choice aborts an older request.
 */
export function useCourierFee(active: boolean, checkout: CheckoutState, cart: Cart | null): Fee {
  const [fee, setFee] = useState<Fee>({ state: 'idle' });
  const location = checkout.address?.location ?? null;
  const method = checkout.shippingState === 'saved' ? checkout.shipping : null;
  const ready = active && location !== null && method !== null && cart !== null;
  // The fee depends on the place, the method and what is in the cart, not on every cart field.
  const cartKey = cart ? `${cart.id}:${cart.items.map((i) => `${i.id}x${i.quantity}`).join(',')}` : '';
  const key = ready ? `${location.cityId}/${location.zoneId}/${method}/${cartKey}` : '';

  useEffect(() => {
    if (!ready || !cart) {
      setFee({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setFee({ state: 'loading' });
    calculatePrice(location, cart, method, controller.signal).then(
      (price) => {
        if (!controller.signal.aborted) setFee({ state: 'ready', price });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFee({ state: 'error' });
        flash('warning', serverMessage(error, 'An error occurred.'));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names everything the fee depends on
  }, [key]);
  return fee;
}
