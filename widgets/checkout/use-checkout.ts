// The checkout's state machine (SPEC §4 sequence): address → shipping method → payment method.
// Each choice is saved on the server; a change upstream clears everything downstream, so an
// order can never go out with a shipping method chosen for an older address (Bagisto #7452).
import { useCallback, useRef, useState } from 'react';
import { HttpError } from '../../shared/http/errors';
import { followRedirect } from '../../shared/navigate';
import * as v from 'valibot';
import { Cart } from '../../shared/schemas/cart';
import { refreshCart, setCart } from '../../shared/stores/cart';
import { flash } from '../../shared/stores/flash';
import {
  saveCheckoutAddress,
  savePaymentMethod,
  saveShippingMethod,
  type ChosenAddress,
  type PaymentMethod,
  type Rate,
} from './api';

export type SaveState = 'idle' | 'saving' | 'saved';

/** SPEC §9: the shipping options the shop offers, and the one payment method. */
export const SHIPPING_CODES = ['flatrate_flatrate', 'free_free'] as const;
export const PAYMENT_CODE = 'cashondelivery';

export interface CheckoutState {
  address: ChosenAddress | null;
  /** Which saved address the radio list shows as chosen ('new' for one typed in the form). */
  addressKey: string | null;
  addressState: SaveState;
  rates: Rate[];
  shipping: string | null;
  shippingState: SaveState;
  payments: PaymentMethod[];
  payment: PaymentMethod | null;
  paymentState: SaveState;
}

const EMPTY: CheckoutState = {
  address: null,
  addressKey: null,
  addressState: 'idle',
  rates: [],
  shipping: null,
  shippingState: 'idle',
  payments: [],
  payment: null,
  paymentState: 'idle',
};

export interface Checkout {
  state: CheckoutState;
  /** All three choices saved: the order may be placed. */
  ready: boolean;
  /** `quiet`: no success flash, for an address whose creation was just announced. */
  chooseAddress(key: string, address: ChosenAddress, options?: { quiet?: boolean }): Promise<'saved' | 'failed' | HttpError>;
  chooseShipping(code: string): Promise<void>;
  choosePayment(method: PaymentMethod): Promise<void>;
}

export function useCheckout(): Checkout {
  const [state, setState] = useState<CheckoutState>(EMPTY);
  // Bumped by every choice; an answer for an older choice is dropped when it lands late.
  const epoch = useRef(0);

  const chooseAddress = useCallback(async (key: string, address: ChosenAddress, options: { quiet?: boolean } = {}) => {
    const ticket = ++epoch.current;
    setState({ ...EMPTY, address, addressKey: key, addressState: 'saving' });
    const drop = () => {
      if (ticket === epoch.current) setState((s) => ({ ...s, address: null, addressKey: null, addressState: 'idle' }));
    };
    try {
      const outcome = await saveCheckoutAddress(address);
      if (ticket !== epoch.current) return 'failed' as const;
      if (outcome.kind === 'redirect') {
        drop();
        // Only our own pages (login, cart); a foreign target is refused (BACKEND-NOTES weak spots).
        if (!followRedirect(outcome.url)) flash('error', 'Failed to save selected address.');
        return 'failed' as const;
      }
      const rates = outcome.rates.filter((r) => (SHIPPING_CODES as readonly string[]).includes(r.method));
      setState((s) => ({ ...s, addressState: 'saved', rates }));
      if (!options.quiet) flash('success', 'Address saved successfully!');
      // The server forgets an earlier method when the address changes; the totals follow.
      refreshCart().catch(() => undefined);
      return 'saved' as const;
    } catch (error) {
      drop();
      if (ticket === epoch.current) flash('error', 'Failed to save selected address.');
      return error instanceof HttpError && error.isValidation ? error : ('failed' as const);
    }
  }, []);

  const chooseShipping = useCallback(async (code: string) => {
    const ticket = ++epoch.current;
    // A new method brings its own payment methods: the previous payment choice goes (SPEC §4).
    setState((s) => ({ ...s, shipping: code, shippingState: 'saving', payments: [], payment: null, paymentState: 'idle' }));
    try {
      const methods = await saveShippingMethod(code);
      if (ticket !== epoch.current) return;
      setState((s) => ({ ...s, shippingState: 'saved', payments: methods.filter((m) => m.method === PAYMENT_CODE) }));
      refreshCart().catch(() => undefined);
    } catch (error) {
      if (ticket !== epoch.current) return;
      setState((s) => ({ ...s, shipping: null, shippingState: 'idle' }));
      const forbidden = error instanceof HttpError && error.status === 403 && hasRedirectUrl(error.body);
      if (forbidden) flash('warning', 'Failed to save shipping method');
      else flash('error', 'Failed to save shipping method. Please try again.');
    }
  }, []);

  const choosePayment = useCallback(async (method: PaymentMethod) => {
    const ticket = ++epoch.current;
    setState((s) => ({ ...s, payment: method, paymentState: 'saving' }));
    try {
      const cart = await savePaymentMethod(method);
      if (ticket !== epoch.current) return;
      setState((s) => ({ ...s, paymentState: 'saved' }));
      // The answer's cart carries the chosen method; parsed so amounts arrive as numbers.
      const parsed = v.safeParse(Cart, cart);
      if (parsed.success) setCart(parsed.output);
    } catch {
      if (ticket !== epoch.current) return;
      setState((s) => ({ ...s, payment: null, paymentState: 'idle' }));
      // SPEC §8 names no text for this call; worded like its shipping-method sibling.
      flash('error', 'Failed to save payment method. Please try again.');
    }
  }, []);

  const ready = state.addressState === 'saved' && state.shippingState === 'saved' && state.paymentState === 'saved';
  return { state, ready, chooseAddress, chooseShipping, choosePayment };
}

function hasRedirectUrl(body: unknown): boolean {
  return body !== null && typeof body === 'object' && typeof (body as Record<string, unknown>)['redirect_url'] === 'string';
}
