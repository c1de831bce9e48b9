import { useState } from 'react';
import { call } from '../../shared/net/http/client';
import { orderDate } from '../../shared/text/format/date';
import { goTo } from '../../shared/net/navigate';
import { orderCancel } from '../../shared/net/http/routes/orders';
import { flashFailure } from '../../shared/stores/failure';
import { flashAndCarry } from '../../shared/stores/flash';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useAction } from '../../shared/ui/use-action';
import { t } from './messages';
import { AddressBlock, ItemsTable, Totals } from './OrderParts';
import type { Order } from './schema';

const ORDERS_PATH = '/customer/account/orders/data';

/** SPEC §2 Order view (invoice); SPEC §4: a pending order can be cancelled, after asking. */
export function OrderView({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [cancel, cancelling] = useAction(async () => {
    try {
      await call(orderCancel, { params: { orderId: order.id }, body: {} });
      setLeaving(true);
      flashAndCarry('success', t('cancelled'));
      goTo(ORDERS_PATH);
    } catch (error) {
      flashFailure(error, { fallback: () => t('failed') });
    } finally {
      setAsking(false);
    }
  });
  const busy = cancelling || leaving;
  return (
    <article className="sf-order-view" aria-labelledby="sf-order-title">
      <header className="sf-order-view__head">
        <h1 id="sf-order-title">{t('title', { id: String(order.id) })}</h1>
        <p>
          {t('placedOn')} <time>{orderDate(order.created_at)}</time>
        </p>
        <div className="sf-order-view__actions">
          <a className="sf-button" href={ORDERS_PATH}>
            {t('back')}
          </a>
          {order.status.toLowerCase() === 'pending' && (
            <button type="button" className="sf-button" onClick={() => setAsking(true)} disabled={busy} aria-busy={busy || undefined}>
              {t('cancel')}
            </button>
          )}
        </div>
      </header>
      <ItemsTable order={order} />
      <Totals order={order} />
      <div className="sf-order-view__boxes">
        <AddressBlock title={t('billingAddress')} address={order.billing_address} />
        <AddressBlock title={t('shippingAddress')} address={order.shipping_address} />
        <section className="sf-order-view__box" aria-labelledby="sf-order-shipping-method">
          <h2 id="sf-order-shipping-method">{t('shippingMethod')}</h2>
          <p>{order.shipping_title || order.shipping_method}</p>
        </section>
        <section className="sf-order-view__box" aria-labelledby="sf-order-payment-method">
          <h2 id="sf-order-payment-method">{t('paymentMethod')}</h2>
          <p>{order.payment_title || order.payment_method}</p>
        </section>
      </div>
      <ConfirmDialog open={asking} busy={cancelling} message={t('confirmCancel')} onConfirm={cancel} onCancel={() => setAsking(false)} />
    </article>
  );
}
