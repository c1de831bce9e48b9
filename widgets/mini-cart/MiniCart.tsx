import { useEffect, useId, useRef, useState } from 'react';
import type { Cart } from '../../shared/schemas/cart';
import { refreshCart } from '../../shared/stores/cart';
import { useCart } from '../../shared/stores/use-cart';
import { CartLoadFailed } from '../../shared/ui/CartStates';
import { LineOptions } from '../../shared/ui/LineOptions';
import { useDismiss } from '../../shared/ui/use-dismiss';

function Items({ cart }: { cart: Cart }) {
  return (
    <>
      {/* A long cart scrolls inside the panel: focusable and named so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must take focus for keyboard scrolling (WCAG 2.1.1) */}
      <ul className="sf-mini-cart__items" tabIndex={0} aria-label="Cart items">
        {cart.items.map((item) => (
          <li key={item.id} className="sf-mini-cart__item" data-item-id={item.id}>
            <img src={item.base_image?.small_image_url ?? undefined} alt="" width={48} height={48} loading="lazy" className="sf-mini-cart__image" />
            <div className="sf-mini-cart__text">
              <span className="sf-mini-cart__name">{item.name}</span>
              <LineOptions item={item} />
              <span className="sf-mini-cart__qty">Qty: {item.quantity}</span>
            </div>
            <span className="sf-mini-cart__price">{item.formatted_price}</span>
          </li>
        ))}
      </ul>
      <p className="sf-mini-cart__total">
        Subtotal: <strong>{cart.formatted_sub_total || cart.formatted_grand_total}</strong>
      </p>
    </>
  );
}

/** The button's name for a count (CONTRACT §6 relies on it: 'Shopping Cart, 2 items'). */
const countName = (count: number) => `Shopping Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * What the polite live region says: the new count after a change (an add anywhere on the
 * page, an update, a delete), never the first count a page load brings.
 */
function useCountAnnouncement(count: number, ready: boolean): string {
  const seen = useRef<number | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!ready) return;
    if (seen.current !== null && seen.current !== count) setText(countName(count));
    seen.current = count;
  }, [count, ready]);
  return text;
}

/** SPEC §2 Mini cart: the header dropdown, reading the page's one cart store. */
export function MiniCart() {
  const { cart, state } = useCart();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, wrapper, () => setOpen(false), button);
  // Opening shows the latest cart, in case another tab changed it.
  useEffect(() => {
    if (open) refreshCart().catch(() => undefined);
  }, [open]);

  const count = cart?.items_count ?? 0;
  const empty = !cart || cart.items.length === 0;
  const announcement = useCountAnnouncement(count, state === 'ready');
  return (
    <div className="sf-mini-cart" ref={wrapper}>
      <button ref={button} type="button" className="sf-mini-cart__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true" className="sf-mini-cart__icon">
          🛒
        </span>
        <span className="sf-visually-hidden">Shopping Cart, </span>
        <span className="sf-badge" data-testid="cart-count">
          {count}
        </span>
        <span className="sf-visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
      </button>
      {/* Always in the page, so the change is heard; aria-live rather than role=status keeps it
          apart from the panel's loading status. */}
      <span className="sf-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="cart-count-announcement">
        {announcement}
      </span>
      <div id={panelId} className="sf-mini-cart__panel" hidden={!open} aria-label="Shopping Cart" role="region">
        {state === 'loading' && !cart ? (
          <p role="status">Loading your Cart....</p>
        ) : state === 'error' && !cart ? (
          <CartLoadFailed />
        ) : empty ? (
          <p>Your Cart is Empty!</p>
        ) : (
          <Items cart={cart} />
        )}
        <a className="sf-button sf-button--primary" href="/checkout/cart">
          View Cart
        </a>
      </div>
    </div>
  );
}
