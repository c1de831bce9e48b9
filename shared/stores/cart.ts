import { call } from '../net/http/client';
import { cart as cartRoute, cartAdd, cartAddCampaign } from '../net/http/routes/cart';
import { Cart, CartMutationAnswer, isCart } from '../page/schemas/cart';
import { createResource } from './resource';
import { onTestReset } from '../page/test-reset';

export const CART_EVENT = 'storefront:cart-updated';

/** The one cart of the page: mini cart, cart page, checkout and badges all read it (through useCart). */
export const cartResource = createResource<Cart | null>({
  load: async () => (await call(cartRoute)).data,
  initial: null,
  tabs: 'cart',
  // Every published cart reaches non-React code too (CONTRACT §3).
  onSet: (next) => window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: next })),
});
export const cart = cartResource.data;
export const cartState = cartResource.state;

/** Publishes a cart to every island and to non-React code (CONTRACT §3). */
export function setCart(next: Cart | null): void {
  cartResource.set(next);
}

/** Fetches the cart, sharing a request already under way. */
export function refreshCart(): Promise<Cart | null> {
  return cartResource.refresh();
}

/** First reader loads the cart; every later reader on the page shares that one request. */
export function ensureCart(): Promise<Cart | null> {
  return cartResource.ensure();
}

/** Applies a mutation's answer: its cart when it has one, else a fresh read. */
export async function settle(answer: CartMutationAnswer): Promise<CartMutationAnswer> {
  if (isCart(answer.data)) setCart(answer.data);
  // The write stood; a failed re-read shows as the cart's own load state, not as this call's failure.
  else await refreshCart().catch(() => undefined);
  return answer;
}

export interface AddToCartInput {
  productId: number;
  quantity: number;
  /** Set for campaign products: they go through the campaign call with this price. */
  campaignPrice?: number | undefined;
}

export async function addToCart({ productId, quantity, campaignPrice }: AddToCartInput): Promise<CartMutationAnswer> {
  const answer =
    campaignPrice === undefined
      ? await call(cartAdd, { body: { product_id: productId, quantity } })
      : await call(cartAddCampaign, { body: { product_id: productId, quantity, product_price: campaignPrice } });
  return settle(answer);
}

if (process.env.NODE_ENV !== 'production') onTestReset(() => cartResource.reset());
