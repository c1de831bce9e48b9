// The checkout's three choices, each saved on the server (SPEC §4). The state and its rules live
// in checkout-state.ts; this hook makes the calls and says which answer arrived. It never flashes:
// each step component turns a failure into SPEC §8's text.
import { useCallback, useReducer, useRef } from 'react';
import * as v from 'valibot';
import { HttpError } from '../../shared/net/http/errors';
import { followRedirect } from '../../shared/net/navigate';
import { Cart } from '../../shared/page/schemas/cart';
import { cart as pageCart, refreshCart, setCart } from '../../shared/stores/cart';
import { track } from '../../shared/analytics/track';
import { saveCheckoutAddress, savePaymentMethod, saveShippingMethod, type ChosenAddress, type PaymentMethod } from './api';
import { allSaved, checkoutReducer, NOTHING_CHOSEN, type CheckoutState } from './checkout-state';

/** SPEC §9: the shipping options the shop offers, and the one payment method. */
const SHIPPING_CODES: readonly string[] = ['flatrate_flatrate', 'free_free'];
const PAYMENT_CODE = 'cashondelivery';

/**
 * What the steps see of the checkout. Each `choose…` resolves true once the server saved the
 * choice, false when a newer choice took its place (or the page is leaving), and rejects with
 * the `HttpError` when the server refused it.
 */
export interface CheckoutFlow {
  state: CheckoutState;
  /** All three choices saved: the order may be placed. */
  ready: boolean;
  chooseAddress(key: string, address: ChosenAddress): Promise<boolean>;
  chooseShipping(code: string): Promise<boolean>;
  choosePayment(method: PaymentMethod): Promise<boolean>;
}

/** Thrown for a redirect to another site, which is never followed (BACKEND-NOTES weak spots). */
const refusedRedirect = () => new HttpError('Not following a redirect to another site', 'redirect');

/**
 * Makes one choice's call. `saved` runs with the answer while the choice is still the latest;
 * a refusal of the latest choice runs `refused` and rethrows. A superseded choice resolves false.
 */
async function saveChoice<T>(
  epoch: { current: number },
  call: () => Promise<T>,
  on: { saved(answer: T): boolean; refused(): void },
): Promise<boolean> {
  const ticket = ++epoch.current;
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    if (ticket !== epoch.current) return false;
    on.refused();
    throw error;
  }
  return ticket === epoch.current && on.saved(answer);
}

export function useCheckout(): CheckoutFlow {
  const [state, dispatch] = useReducer(checkoutReducer, NOTHING_CHOSEN);
  // Bumped by every choice; an answer for an older choice is dropped when it lands late.
  const epoch = useRef(0);

  const chooseAddress = useCallback((key: string, address: ChosenAddress) => {
    dispatch({ type: 'address chosen', key, address });
    return saveChoice(epoch, () => saveCheckoutAddress(address), {
      saved: (outcome) => {
        if (outcome.kind === 'redirect') {
          dispatch({ type: 'address refused' });
          // Only our own pages (login, cart) are followed.
          if (followRedirect(outcome.url)) return false;
          throw refusedRedirect();
        }
        dispatch({ type: 'address saved', rates: outcome.rates.filter((r) => SHIPPING_CODES.includes(r.method)) });
        // The server forgets an earlier method when the address changes; the totals follow.
        refreshCart().catch(() => undefined);
        return true;
      },
      refused: () => dispatch({ type: 'address refused' }),
    });
  }, []);

  const chooseShipping = useCallback((code: string) => {
    dispatch({ type: 'shipping chosen', code });
    return saveChoice(epoch, () => saveShippingMethod(code), {
      saved: (methods) => {
        dispatch({ type: 'shipping saved', payments: methods.filter((m) => m.method === PAYMENT_CODE) });
        if (pageCart.value) void track({ name: 'add_shipping_info', cart: pageCart.value, shipping_tier: code });
        refreshCart().catch(() => undefined);
        return true;
      },
      refused: () => dispatch({ type: 'shipping refused' }),
    });
  }, []);

  const choosePayment = useCallback((method: PaymentMethod) => {
    dispatch({ type: 'payment chosen', method });
    return saveChoice(epoch, () => savePaymentMethod(method), {
      saved: (cart) => {
        dispatch({ type: 'payment saved' });
        // The answer's cart carries the chosen method; parsed so amounts arrive as numbers.
        const parsed = v.safeParse(Cart, cart);
        if (parsed.success) setCart(parsed.output);
        if (pageCart.value) void track({ name: 'add_payment_info', cart: pageCart.value, payment_type: method.method });
        return true;
      },
      refused: () => dispatch({ type: 'payment refused' }),
    });
  }, []);

  return { state, ready: allSaved(state), chooseAddress, chooseShipping, choosePayment };
}
