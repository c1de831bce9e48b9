// The checkout's choices as one reducer (SPEC §4 sequence): address → shipping method → payment
// method. Each choice goes 'saving' then 'saved' (or back to nothing when the server refuses it),
// and a new choice upstream clears everything downstream, so an order can never go out with a
// shipping method chosen for an older address (Bagisto #7452).
import type { ChosenAddress, PaymentMethod, Rate } from './api';

type SaveState = 'idle' | 'saving' | 'saved';

export interface CheckoutState {
  address: ChosenAddress | null;
  /** Which saved address the radio list shows as chosen ('new' for one typed in the form). */
  addressKey: string | null;
  addressState: SaveState;
  /** The shipping methods the saved address offers. */
  rates: Rate[];
  shipping: string | null;
  shippingState: SaveState;
  /** The payment methods the saved shipping method offers. */
  payments: PaymentMethod[];
  payment: PaymentMethod | null;
  paymentState: SaveState;
}

export const NOTHING_CHOSEN: CheckoutState = {
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

/** One action per step and outcome: the shopper chose, the server saved, the server refused. */
export type CheckoutAction =
  | { type: 'address chosen'; key: string; address: ChosenAddress }
  | { type: 'address saved'; rates: Rate[] }
  | { type: 'address refused' }
  | { type: 'shipping chosen'; code: string }
  | { type: 'shipping saved'; payments: PaymentMethod[] }
  | { type: 'shipping refused' }
  | { type: 'payment chosen'; method: PaymentMethod }
  | { type: 'payment saved' }
  | { type: 'payment refused' };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'address chosen':
      // A new address: the shipping and payment choices made for the old one go.
      return { ...NOTHING_CHOSEN, address: action.address, addressKey: action.key, addressState: 'saving' };
    case 'address saved':
      return { ...state, addressState: 'saved', rates: action.rates };
    case 'address refused':
      return { ...state, address: null, addressKey: null, addressState: 'idle' };
    case 'shipping chosen':
      // A new method brings its own payment methods: the previous payment choice goes (SPEC §4).
      return { ...state, shipping: action.code, shippingState: 'saving', payments: [], payment: null, paymentState: 'idle' };
    case 'shipping saved':
      return { ...state, shippingState: 'saved', payments: action.payments };
    case 'shipping refused':
      return { ...state, shipping: null, shippingState: 'idle' };
    case 'payment chosen':
      return { ...state, payment: action.method, paymentState: 'saving' };
    case 'payment saved':
      return { ...state, paymentState: 'saved' };
    case 'payment refused':
      return { ...state, payment: null, paymentState: 'idle' };
  }
}

/** All three choices saved: the order may be placed. */
export const allSaved = (s: CheckoutState): boolean => s.addressState === 'saved' && s.shippingState === 'saved' && s.paymentState === 'saved';
