import { useEffect, useState } from 'react';
import type { Cart } from '../../shared/page/schemas/cart';
import { flashFailure } from '../../shared/stores/failure';
import { calculatePrice, priceFields, type PriceFields } from './api';
import type { CheckoutState } from './checkout-state';
import { t } from './messages';

export type Fee = { state: 'idle' | 'loading' | 'error' } | { state: 'ready'; price: number };

/**
 * SPEC §7: with the courier Active, an address and a saved shipping method, the courier's
 * price plan gives the delivery fee. A newer choice aborts an older request.
 */
export function useCourierFee(active: boolean, checkout: CheckoutState, cart: Cart | null): Fee {
  const [fee, setFee] = useState<Fee>({ state: 'idle' });
  const location = checkout.address?.location ?? null;
  const method = checkout.shippingState === 'saved' ? checkout.shipping : null;
  // The question as text, so the fee is asked again when the place, the method or the items
  // change, not whenever the cart store hands out a new cart object (every refresh does).
  const request = active && location !== null && method !== null && cart !== null ? JSON.stringify(priceFields(location, cart, method)) : null;

  useEffect(() => {
    if (request === null) {
      setFee({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setFee({ state: 'loading' });
    calculatePrice(JSON.parse(request) as PriceFields, controller.signal).then(
      (price) => {
        if (!controller.signal.aborted) setFee({ state: 'ready', price });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFee({ state: 'error' });
        // SPEC §8 price calculation: a warning whatever went wrong, with the server's message.
        flashFailure(error, { fallback: t('feeFailed'), level: 'warning' });
      },
    );
    return () => controller.abort();
  }, [request]);
  return fee;
}
