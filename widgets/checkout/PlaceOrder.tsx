import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../shared/http/errors';
import { followRedirect, goTo, sameOriginTarget } from '../../shared/navigate';
import type { Cart } from '../../shared/schemas/cart';
import { refreshCart, setCart } from '../../shared/stores/cart';
import { flashFailure } from '../../shared/stores/failure';
import { flash } from '../../shared/stores/flash';
import { placeOrder } from './api';
import { trackOrderPlaced, transactionId } from './events';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

const SUCCESS_PATH = '/checkout/onepage/success';

/**
 * 'Order Place': needs all three saved choices, sends one order however often it is clicked,
 * and stays disabled once the page is leaving (the stock shop re-enabled it mid-navigation).
 */
export function PlaceOrder({ checkout, cart }: { checkout: CheckoutFlow; cart: Cart }) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const { address, shipping, payment } = checkout.state;
  // Back from the success page through the back-forward cache: the button works again (the shared
  // cart reads itself again on such a return).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const place = async () => {
    if (running.current) return;
    if (!checkout.ready || !address || !shipping || !payment) {
      flash('warning', t('incomplete'));
      return;
    }
    running.current = true;
    setBusy(true);
    let leaving = false;
    try {
      const answer = await placeOrder(address, shipping, payment.method);
      const data = answer.data;
      // `success: true` says the order went through: never an error after that.
      const placed = data?.success === true;
      const orderId = transactionId(answer, cart);
      // The order went through: as this page leaves, the cart is published emptied, so the shopper's other
      // tabs show it (this page keeps its own until then; back from the cache, it reads the cart again).
      const orderPlaced = () => (addEventListener('pagehide', () => setCart(null), { once: true }), trackOrderPlaced(cart, orderId));
      // placeOrder passes only a placed order or a redirect with its URL.
      if (data?.redirect_url) {
        const target = sameOriginTarget(data.redirect_url);
        const success = placed || (target !== null && new URL(target).pathname.replace(/\/$/, '') === SUCCESS_PATH);
        if (target !== null) {
          if (success) await orderPlaced();
          leaving = followRedirect(target);
        } else {
          // A foreign target is never followed. An emptied cart means the order went through.
          const after = placed ? null : await refreshCart().catch(() => cart);
          if (after === null || after.items.length === 0) {
            await orderPlaced();
            goTo(SUCCESS_PATH);
            leaving = true;
          } else flash('error', data.message || t('notProcessed'));
        }
      } else {
        // Placed, with no page named.
        await orderPlaced();
        goTo(SUCCESS_PATH);
        leaving = true;
      }
    } catch (error) {
      // An answer that refused the order says so; a call that failed, that the order was not sent.
      flashFailure(error, { fallback: (e) => t(e instanceof HttpError && e.kind === 'refused' ? 'notProcessed' : 'notSent') });
    } finally {
      if (!leaving) {
        running.current = false;
        setBusy(false);
      }
    }
  };

  return (
    <div className="sf-checkout__place">
      <button
        type="button"
        className="sf-button sf-button--primary sf-checkout__order"
        onClick={() => void place()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('placeOrder')}
      </button>
      <p role="status" className="sf-checkout__status">
        {busy ? t('placing') : ''}
      </p>
    </div>
  );
}
