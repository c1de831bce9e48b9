import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { cart, cartState, ensureCart } from './cart';

/** The page's cart for a component: loads it once per page, re-renders on every change. */
export function useCart() {
  useSignals();
  useEffect(() => {
    ensureCart().catch((error: unknown) => console.error('[storefront] cart failed to load', error));
  }, []);
  return { cart: cart.value, state: cartState.value };
}
