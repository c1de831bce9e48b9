// The shared wishlist and compare stores' calls (SPEC §7, BACKEND-NOTES "Compare and wishlist").
import * as v from 'valibot';
import { Id, listOf, MessageAnswer } from '../../../page/schemas/common';
import { WishlistItem } from '../../../page/schemas/wishlist';
import type { Route } from './route';

export const wishlistItems = {
  method: 'GET',
  path: '/api/customer/wishlist',
  schema: listOf(WishlistItem),
  safe: true,
  customer: true,
} as const satisfies Route;

export const wishlistAdd = { method: 'POST', path: '/api/customer/wishlist', schema: MessageAnswer } as const satisfies Route;

export const wishlistRemove = { method: 'DELETE', path: '/api/customer/wishlist/{itemId}', schema: MessageAnswer } as const satisfies Route;

/** A customer's compare list: the rows keep every field, the compare page reads its products from them. */
export const compareItems = {
  method: 'GET',
  path: '/api/compare-items',
  schema: listOf(v.looseObject({ id: Id })),
  safe: true,
  customer: true,
} as const satisfies Route;

export const compareAdd = { method: 'POST', path: '/api/compare-items', schema: MessageAnswer } as const satisfies Route;

export const compareRemove = {
  method: 'DELETE',
  path: '/api/compare-items',
  schema: MessageAnswer,
  spoofed: true,
} as const satisfies Route;
