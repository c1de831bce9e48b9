// The cart's calls (SPEC §7, BACKEND-NOTES "Cart"): the shared cart store reads and edits through them.
import { CartAnswer, CartMutationAnswer } from '../../../page/schemas/cart';
import type { Route } from './route';

export const cart = { method: 'GET', path: '/api/checkout/cart', schema: CartAnswer, safe: true } as const satisfies Route;

export const cartAdd = {
  method: 'POST',
  path: '/api/checkout/cart',
  schema: CartMutationAnswer,
} as const satisfies Route;

export const cartAddCampaign = {
  method: 'POST',
  path: '/api/checkout/cart/campaign',
  schema: CartMutationAnswer,
} as const satisfies Route;
