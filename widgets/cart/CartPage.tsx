import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Cart } from '../../shared/page/schemas/cart';
import { removeCartItem, updateCartQuantities } from '../../shared/stores/cart-edits';
import { flashFailure } from '../../shared/stores/failure';
import { flash } from '../../shared/stores/flash';
import { useCart } from '../../shared/stores/use-cart';
import { track } from '../../shared/analytics/track';
import { CartLoadFailed } from '../../shared/ui/CartStates';
import { EmptyCart } from '../../shared/ui/EmptyCart';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Spinner } from '../../shared/ui/Spinner';
import { useAction } from '../../shared/ui/use-action';
import { CartRow } from './CartRow';
import { t } from './messages';

/** SPEC §8 names no text for a failed update; the add-to-cart wording is the closest. */
const UPDATE_FAILED = () => t('updateFailed');
const REMOVE_FAILED = () => t('removeFailed');

type Edits = Readonly<Record<number, number>>;

function CartTable({ cart, titleId }: { cart: Cart; titleId: string }) {
  // Quantity edits stay on this screen until Update cart (SPEC §4), and survive a failed call.
  const [edits, setEdits] = useState<Edits>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const quantityOf = (id: number, fallback: number) => edits[id] ?? fallback;

  const update = useCallback(async () => {
    const qty: Record<number, number> = {};
    for (const item of cart.items) qty[item.id] = edits[item.id] ?? item.quantity;
    try {
      const answer = await updateCartQuantities(qty);
      setEdits({});
      void track({ name: 'remove_from_cart', before: cart, after: answer.data });
      flash('success', answer.message);
    } catch (error) {
      flashFailure(error, { fallback: UPDATE_FAILED });
    }
  }, [cart, edits]);
  const [runUpdate, updating] = useAction(update);

  const remove = useCallback(async () => {
    if (removing === null) return;
    const id = removing;
    try {
      const answer = await removeCartItem(id);
      void track({ name: 'remove_from_cart', before: cart, after: { ...cart, items: cart.items.filter((item) => item.id !== id) } });
      setEdits(({ [id]: _gone, ...rest }) => rest);
      flash('success', answer.message);
    } catch (error) {
      flashFailure(error, { fallback: REMOVE_FAILED });
    } finally {
      setRemoving(null);
    }
  }, [removing, cart]);
  const [runRemove, deleting] = useAction(remove);

  return (
    <>
      <div className="sf-cart__scroll">
        <table className="sf-cart__table">
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('unitPrice')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('subtotal')}</th>
              <th scope="col">{t('remove')}</th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item) => (
              <CartRow
                key={item.id}
                item={item}
                quantity={quantityOf(item.id, item.quantity)}
                onQuantity={(next) => setEdits((all) => ({ ...all, [item.id]: next }))}
                onRemove={() => setRemoving(item.id)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="sf-cart__total">
        {t('total')} <strong data-testid="cart-total">{cart.formatted_grand_total}</strong>
      </p>
      <div className="sf-cart__actions">
        <a className="sf-button" href="/">
          {t('continueShopping')}
        </a>
        <button type="button" className="sf-button" onClick={() => runUpdate()} disabled={updating} aria-busy={updating || undefined}>
          {t('updateCart')}
        </button>
        <a className="sf-button sf-button--primary" href="/checkout/onepage/">
          {t('proceedToCheckout')}
        </a>
      </div>
      <ConfirmDialog
        open={removing !== null}
        busy={deleting}
        fallbackFocus={() => document.getElementById(titleId)}
        onConfirm={() => runRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** SPEC §2 Cart page, reading the page's one cart store (so the mini cart follows every change). */
export function CartPage() {
  const { cart, state } = useCart();
  const titleId = useId();
  // view_cart once the page's cart is known.
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !cart) return;
    viewed.current = true;
    void track({ name: 'view_cart', cart });
  }, [cart]);
  let body;
  if (!cart && (state === 'idle' || state === 'loading')) body = <Spinner label={t('loading')} />;
  else if (!cart && state === 'error') body = <CartLoadFailed />;
  else if (!cart || cart.items.length === 0) body = <EmptyCart />;
  else body = <CartTable cart={cart} titleId={titleId} />;
  return (
    <section className="sf-cart" aria-labelledby={titleId}>
      {/* Focusable from script: focus lands here after the shopper deletes a row. */}
      <h1 id={titleId} className="sf-cart__title" tabIndex={-1}>
        {t('title')}
      </h1>
      {body}
    </section>
  );
}
