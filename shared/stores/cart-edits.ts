// The cart page's and checkout's edits of the shared cart: a module of their own, so the core
// chunk (the mini cart on every page) does not carry them.
import { call } from '../net/http/client';
import { cartRemoveItem, cartUpdate, couponApply, couponRemove } from '../net/http/routes/cart-edits';
import { refusal } from '../net/http/errors';
import { Cart, CartMutationAnswer, isCart } from '../page/schemas/cart';
import { settle } from './cart';

/**
 * One PUT with the whole quantity map (SPEC §4: edits stay local until Update cart). A refusal can
 * come as a 200 with only `{data: {message}}` (BACKEND-NOTES): that is this call's HttpError, with
 * the server's message, like any other failure.
 */
export async function updateCartQuantities(qty: Record<number, number>): Promise<CartMutationAnswer & { data: Cart }> {
  // A refusal is read again too: "Cart not found." after an expired session means the server's
  // cart is not the one on screen.
  const answer = await settle(await call(cartUpdate, { body: { qty } }));
  if (isCart(answer.data)) return { ...answer, data: answer.data };
  throw refusal(answer);
}

export async function removeCartItem(itemId: number): Promise<CartMutationAnswer> {
  return settle(await call(cartRemoveItem, { body: { cart_item_id: itemId } }));
}

export async function applyCoupon(code: string): Promise<CartMutationAnswer> {
  return settle(await call(couponApply, { body: { code } }));
}

export async function removeCoupon(): Promise<CartMutationAnswer> {
  return settle(await call(couponRemove));
}
