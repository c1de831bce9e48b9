import { computed, signal } from '@preact/signals-react';
import { http } from '../http/client';
import { Cart, CartAnswer, CartMutationAnswer, isCart } from '../schemas/cart';

export type CartState = 'idle' | 'loading' | 'ready' | 'error';

/** The one cart of the page: mini cart, cart page, checkout and badges all read it. */
export const cart = signal<Cart | null>(null);
export const cartState = signal<CartState>('idle');
export const cartCount = computed(() => cart.value?.items_count ?? cart.value?.items.length ?? 0);

export const CART_EVENT = 'storefront:cart-updated';
const CART_PATH = '/api/checkout/cart';

let inFlight: Promise<Cart | null> | null = null;
// Bumped by every write, so an older GET that lands late never overwrites a newer cart.
let version = 0;

/** Publishes a cart to every island and to non-React code (CONTRACT §3). */
export function setCart(next: Cart | null): void {
  version += 1;
  cart.value = next;
  cartState.value = 'ready';
  window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: next }));
}

/** Fetches the cart, sharing a request already under way. */
export function refreshCart(): Promise<Cart | null> {
  if (inFlight) return inFlight;
  const startedAt = version;
  if (cartState.value !== 'ready') cartState.value = 'loading';
  inFlight = http
    .get(CART_PATH, CartAnswer)
    .then(
      (answer) => {
        if (version === startedAt) setCart(answer.data);
        return cart.value;
      },
      (error: unknown) => {
        if (cartState.value !== 'ready') cartState.value = 'error';
        throw error;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** First reader loads the cart; every later reader on the page shares that one request. */
export function ensureCart(): Promise<Cart | null> {
  if (cartState.value === 'ready') return Promise.resolve(cart.value);
  return refreshCart();
}

/** Applies a mutation's answer: its cart when it has one, else a fresh read. */
async function settle(answer: CartMutationAnswer): Promise<CartMutationAnswer> {
  if (isCart(answer.data)) setCart(answer.data);
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
      ? await http.post(CART_PATH, { product_id: productId, quantity }, CartMutationAnswer)
      : await http.post(
          `${CART_PATH}/campaign`,
          { product_id: productId, quantity, product_price: campaignPrice },
          CartMutationAnswer,
        );
  return settle(answer);
}

/** One PUT with the whole quantity map (SPEC §4: edits stay local until Update cart). */
export async function updateCartQuantities(qty: Record<number, number>): Promise<CartMutationAnswer> {
  return settle(await http.put(CART_PATH, { qty }, CartMutationAnswer));
}

export async function removeCartItem(itemId: number): Promise<CartMutationAnswer> {
  return settle(await http.postDelete(CART_PATH, { cart_item_id: itemId }, CartMutationAnswer));
}

export async function applyCoupon(code: string): Promise<CartMutationAnswer> {
  return settle(await http.post(`${CART_PATH}/coupon`, { code }, CartMutationAnswer));
}

export async function removeCoupon(): Promise<CartMutationAnswer> {
  return settle(await http.delete(`${CART_PATH}/coupon`, CartMutationAnswer));
}

/** Tests start each case with a fresh page. */
export function resetCartStore(): void {
  cart.value = null;
  cartState.value = 'idle';
  inFlight = null;
  version = 0;
}
