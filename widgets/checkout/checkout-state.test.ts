import { describe, expect, it } from 'vitest';
import type { ChosenAddress, PaymentMethod, Rate } from './api';
import { allSaved, checkoutReducer, NOTHING_CHOSEN, type CheckoutAction, type CheckoutState } from './checkout-state';

const home: ChosenAddress = {
  addressId: 1,
  payload: {
    company_name: '',
    first_name: 'Rahim',
    last_name: 'Uddin',
    email: '',
    address: ['House 12'],
    country: 'BD',
    state: 'Dhanmondi',
    city: 'Dhaka',
    area: '',
    postcode: '1209',
    phone: '01711223344',
  },
  location: { cityId: 1, cityName: 'Dhaka', zoneId: 101, zoneName: 'Dhanmondi' },
};
const office: ChosenAddress = { ...home, addressId: 2 };
const express: Rate = { method: 'flatrate_flatrate', method_title: 'Express', price: 60, formatted_price: '৳ 60', base_formatted_price: '৳ 60' };
const cod: PaymentMethod = { method: 'cashondelivery', method_title: 'Cash On Delivery', description: '', sort: 1 };

const run = (...actions: CheckoutAction[]): CheckoutState => actions.reduce(checkoutReducer, NOTHING_CHOSEN);
const allThree: CheckoutAction[] = [
  { type: 'address chosen', key: '1', address: home },
  { type: 'address saved', rates: [express] },
  { type: 'shipping chosen', code: 'flatrate_flatrate' },
  { type: 'shipping saved', payments: [cod] },
  { type: 'payment chosen', method: cod },
  { type: 'payment saved' },
];

describe('checkoutReducer', () => {
  it('saves address, shipping and payment in turn, and is ready only once all three are saved', () => {
    const states = allThree.map((_, i) => run(...allThree.slice(0, i + 1)));
    expect(states.map((s) => [s.addressState, s.shippingState, s.paymentState])).toEqual([
      ['saving', 'idle', 'idle'],
      ['saved', 'idle', 'idle'],
      ['saved', 'saving', 'idle'],
      ['saved', 'saved', 'idle'],
      ['saved', 'saved', 'saving'],
      ['saved', 'saved', 'saved'],
    ]);
    expect(states.map(allSaved)).toEqual([false, false, false, false, false, true]);
    expect(states[5]).toMatchObject({
      address: home,
      addressKey: '1',
      rates: [express],
      shipping: 'flatrate_flatrate',
      payments: [cod],
      payment: cod,
    });
  });

  it('clears shipping and payment when another address is chosen', () => {
    const state = run(...allThree, { type: 'address chosen', key: '2', address: office });
    expect(state).toEqual({ ...NOTHING_CHOSEN, address: office, addressKey: '2', addressState: 'saving' });
  });

  it('clears the payment choice and its methods when another shipping method is chosen', () => {
    const state = run(...allThree, { type: 'shipping chosen', code: 'free_free' });
    expect(state).toMatchObject({ shipping: 'free_free', shippingState: 'saving', payments: [], payment: null, paymentState: 'idle' });
    expect(state.addressState).toBe('saved');
  });

  it('forgets a refused choice and keeps what came before it', () => {
    expect(run({ type: 'address chosen', key: '1', address: home }, { type: 'address refused' })).toEqual(NOTHING_CHOSEN);
    const shipping = run(...allThree.slice(0, 3), { type: 'shipping refused' });
    expect(shipping).toMatchObject({ addressState: 'saved', rates: [express], shipping: null, shippingState: 'idle' });
    const payment = run(...allThree.slice(0, 5), { type: 'payment refused' });
    expect(payment).toMatchObject({ shippingState: 'saved', payments: [cod], payment: null, paymentState: 'idle' });
  });
});
