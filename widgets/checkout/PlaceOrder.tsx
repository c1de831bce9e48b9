import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { HttpError } from '../../shared/net/http/errors';
import { followRedirect, goTo, sameOriginTarget } from '../../shared/net/navigate';
import type { Cart } from '../../shared/page/schemas/cart';
import { refreshCart, setCart } from '../../shared/stores/cart';
import { flash } from '../../shared/stores/flash';
import { placeOrder, type ChosenAddress } from './api';
import { trackOrderPlaced, transactionId } from './events';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

const SUCCESS_PATH = '/checkout/onepage/success';

/**
 * 'Order Place': needs all three saved choices, sends one order however often it is clicked,
 * and stays disabled once the page is leaving (the stock shop re-enabled it mid-navigation).
 */
export function PlaceOrder({ checkout, cart }: { checkout: CheckoutFlow; cart: Cart }) {
  const { address, shipping, payment } = checkout.state;
  /** Where a sent order goes; whether the page is leaving. */
  const leave = async (answer: Awaited<ReturnType<typeof placeOrder>>): Promise<boolean> => {
    const data = answer.data;
    // `success: true` says the order went through: never an error after that.
    const placed = data?.success === true;
    const orderId = transactionId(answer, cart);
    // The order went through: as this page leaves, the cart is published emptied, so the shopper's other
    // tabs show it (this page keeps its own until then; back from the cache, it reads the cart again).
    const orderPlaced = () => (addEventListener('pagehide', () => setCart(null), { once: true }), trackOrderPlaced(cart, orderId));
    // placeOrder passes only a placed order or a redirect with its URL.
    if (!data?.redirect_url) {
      // Placed, with no page named.
      await orderPlaced();
      goTo(SUCCESS_PATH);
      return true;
    }
    const target = sameOriginTarget(data.redirect_url);
    if (target !== null) {
      const success = placed || new URL(target).pathname.replace(/\/$/, '') === SUCCESS_PATH;
      if (success) await orderPlaced();
      return followRedirect(target);
    }
    // A foreign target is never followed. An emptied cart means the order went through.
    const after = placed ? null : await refreshCart().catch(() => cart);
    if (after === null || after.items.length === 0) {
      await orderPlaced();
      goTo(SUCCESS_PATH);
      return true;
    }
    flash('error', data.message || t('notProcessed'));
    return false;
  };

  const [send, busy] = useSendForm({
    send: (order: { chosen: ChosenAddress; shipping: string; method: string }) => placeOrder(order.chosen, order.shipping, order.method),
    onSent: leave,
    // An answer that refused the order says so; a call that failed, that the order was not sent.
    failed: { fallback: (e) => t(e instanceof HttpError && e.kind === 'refused' ? 'notProcessed' : 'notSent') },
  });

  const place = () => {
    if (!checkout.ready || !address || !shipping || !payment) flash('warning', t('incomplete'));
    else send({ chosen: address, shipping, method: payment.method });
  };

  return (
    <div className="sf-checkout__place">
      <button type="button" className="sf-button sf-button--primary sf-checkout__order" onClick={place} disabled={busy} aria-busy={busy || undefined}>
        {t('placeOrder')}
      </button>
      <p role="status" className="sf-checkout__status">
        {busy ? t('placing') : ''}
      </p>
    </div>
  );
}
