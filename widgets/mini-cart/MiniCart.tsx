import { useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint } from '../../shared/page/after-paint';
import type { Cart } from '../../shared/page/schemas/cart';
import { refreshCart } from '../../shared/stores/cart';
import { useCart } from '../../shared/stores/use-cart';
import { CartLoadFailed } from '../../shared/ui/CartStates';
import { LineOptions } from '../../shared/ui/LineOptions';
import { track } from '../../shared/analytics/track';
import { useDismiss } from '../../shared/ui/use-dismiss';
import { formatNumber } from '../../shared/text/format/number';
import { t } from './messages';

function Items({ cart }: { cart: Cart }) {
  return (
    <>
      {/* A long cart scrolls inside the panel: focusable and named so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must take focus for keyboard scrolling (WCAG 2.1.1) */}
      <ul className="sf-mini-cart__items" tabIndex={0} aria-label={t('items')}>
        {cart.items.map((item) => (
          <li key={item.id} className="sf-mini-cart__item" data-item-id={item.id}>
            <img src={item.base_image?.small_image_url ?? undefined} alt="" width={48} height={48} loading="lazy" className="sf-mini-cart__image" />
            <div className="sf-mini-cart__text">
              <span className="sf-mini-cart__name">{item.name}</span>
              <LineOptions item={item} />
              <span className="sf-mini-cart__qty">{t('quantity', { quantity: item.quantity })}</span>
            </div>
            <span className="sf-mini-cart__price">{item.formatted_price}</span>
          </li>
        ))}
      </ul>
      <p className="sf-mini-cart__total">
        {t('subtotal')} <strong>{cart.formatted_sub_total || cart.formatted_grand_total}</strong>
      </p>
    </>
  );
}

/** The button's name for a count (CONTRACT §6 relies on it: 'Shopping Cart, 2 items'). */
const countName = (count: number) => t('countName', { count });

/** The button's name split around its count, whatever the language's word order: the badge shows the count. */
function countParts(count: number): { before: string; count: string; after: string } {
  const name = countName(count);
  const shown = formatNumber(count);
  const at = name.indexOf(shown);
  // A backend wording without the number: the whole name, then the badge.
  if (at < 0) return { before: `${name} `, count: shown, after: '' };
  return { before: name.slice(0, at), count: shown, after: name.slice(at + shown.length) };
}

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
  // Opening shows the latest cart, in case another tab changed it; asked once the open panel has painted.
  useEffect(() => {
    if (!open) return undefined;
    return afterNextPaint(() => void refreshCart().catch(() => undefined));
  }, [open]);

  const toggle = () => {
    if (!open && cart) void track({ name: 'view_cart', cart });
    setOpen(!open);
  };

  const count = cart?.items_count ?? 0;
  const empty = !cart || cart.items.length === 0;
  const announcement = useCountAnnouncement(count, state === 'ready');
  const name = countParts(count);
  return (
    <div className="sf-mini-cart" ref={wrapper}>
      <button ref={button} type="button" className="sf-mini-cart__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span aria-hidden="true" className="sf-mini-cart__icon">
          🛒
        </span>
        {/* The name is one message, read around the visible count (so speech users can say what they see). */}
        <span className="sf-visually-hidden">{name.before}</span>
        <span className="sf-badge" data-testid="cart-count">
          {name.count}
        </span>
        <span className="sf-visually-hidden">{name.after}</span>
      </button>
      {/* Always in the page, so the change is heard; aria-live rather than role=status keeps it
          apart from the panel's loading status. */}
      <span className="sf-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="cart-count-announcement">
        {announcement}
      </span>
      <div id={panelId} className="sf-mini-cart__panel" hidden={!open} aria-label={t('title')} role="region">
        {state === 'loading' && !cart ? (
          <p role="status">{t('loading')}</p>
        ) : state === 'error' && !cart ? (
          <CartLoadFailed />
        ) : empty ? (
          <p>{t('empty')}</p>
        ) : (
          <Items cart={cart} />
        )}
        <a className="sf-button sf-button--primary" href="/checkout/cart">
          {t('viewCart')}
        </a>
      </div>
    </div>
  );
}
