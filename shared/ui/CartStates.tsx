import { refreshCart } from '../stores/cart';

/** The shared cart could not be read: say so and offer a retry (mini cart, cart page, checkout). */
export function CartLoadFailed() {
  return (
    <p role="alert">
      Your cart could not be loaded.{' '}
      <button type="button" className="sf-link" onClick={() => refreshCart().catch(() => undefined)}>
        Try again
      </button>
    </p>
  );
}

/** SPEC §2's empty cart, with the way back to the shop. */
export function EmptyCart() {
  return (
    <div className="sf-cart-empty">
      <p>Your Cart is Empty!</p>
      <a className="sf-button" href="/">
        Continue shopping
      </a>
    </div>
  );
}
