// The cart page's and checkout's edits of the shared cart (SPEC §7): the cart-edits store's calls.
import { CartMutationAnswer } from '../../../page/schemas/cart';
import type { Route } from './route';

export const cartUpdate = { method: 'PUT', path: '/api/checkout/cart', schema: CartMutationAnswer } as const satisfies Route;

export const cartRemoveItem = {
  method: 'DELETE',
  path: '/api/checkout/cart',
  schema: CartMutationAnswer,
  spoofed: true,
} as const satisfies Route;

export const couponApply = { method: 'POST', path: '/api/checkout/cart/coupon', schema: CartMutationAnswer } as const satisfies Route;

export const couponRemove = { method: 'DELETE', path: '/api/checkout/cart/coupon', schema: CartMutationAnswer } as const satisfies Route;
