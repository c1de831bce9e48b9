import { signal } from '@preact/signals-react';
import { http } from '../http/client';
import { messageFromBody } from '../http/errors';
import { listOf, MessageAnswer } from '../schemas/common';
import { WishlistItem } from '../schemas/wishlist';
import { goTo } from '../navigate';
import { globals } from './globals';

export const LOGIN_PATH = '/customer/login';

/** The customer's wishlist; empty for guests (SPEC §6: fetched only for customers). */
export const wishlist = signal<readonly WishlistItem[]>([]);
export const wishlistState = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
let inFlight: Promise<readonly WishlistItem[]> | null = null;

export function refreshWishlist(): Promise<readonly WishlistItem[]> {
  if (!globals().isCustomer) {
    wishlistState.value = 'ready';
    return Promise.resolve(wishlist.value);
  }
  if (inFlight) return inFlight;
  if (wishlistState.value !== 'ready') wishlistState.value = 'loading';
  inFlight = http
    .get('/api/customer/wishlist', listOf(WishlistItem))
    .then(
      (items) => {
        wishlist.value = items;
        wishlistState.value = 'ready';
        return items;
      },
      (error: unknown) => {
        wishlistState.value = 'error';
        throw error;
      },
    )
    .finally(() => (inFlight = null));
  return inFlight;
}

export function ensureWishlist(): Promise<readonly WishlistItem[]> {
  return wishlistState.value === 'ready' ? Promise.resolve(wishlist.value) : refreshWishlist();
}

/**
 * SPEC §4: guests go to the login page; customers save on the server.
 * Failures are only logged (SPEC §8). Returns the server's message on success.
 */
export async function addToWishlist(productId: number): Promise<string | undefined> {
  if (!globals().isCustomer) {
    goTo(LOGIN_PATH);
    return undefined;
  }
  try {
    const answer = await http.post('/api/customer/wishlist', { product_id: productId }, MessageAnswer);
    await refreshWishlist().catch(() => undefined);
    return messageFromBody(answer);
  } catch (error) {
    console.error('[storefront] wishlist add failed', error);
    return undefined;
  }
}

/** Removes an item; throws the HttpError so the caller can show SPEC §8's text. */
export async function removeFromWishlist(itemId: number): Promise<void> {
  await http.delete(`/api/customer/wishlist/${itemId}`, MessageAnswer);
  wishlist.value = wishlist.value.filter((item) => item.id !== itemId);
  await refreshWishlist().catch(() => undefined);
}

export function resetWishlistStore(): void {
  wishlist.value = [];
  wishlistState.value = 'idle';
  inFlight = null;
}
