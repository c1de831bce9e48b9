import { useId } from 'react';
import { formatPrice } from '../../shared/text/format/price';
import type { Cart } from '../../shared/page/schemas/cart';
import { LineOptions } from '../../shared/ui/LineOptions';
import { Coupon } from './Coupon';
import type { Fee } from './use-courier-fee';
import { t } from './messages';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`sf-checkout__total${strong ? ' sf-checkout__total--grand' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** SPEC §2 order summary: items, coupon box, totals — all from the page's one cart. */
export function Summary({ cart, fee, shippingChosen }: { cart: Cart; fee: Fee; shippingChosen: boolean }) {
  const titleId = useId();
  return (
    <section className="sf-checkout__summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orderSummary')}</h2>
      <ul className="sf-checkout__items">
        {cart.items.map((item) => (
          <li key={item.id} className="sf-checkout__item">
            {/* An empty box without an image keeps the name and the amount in their columns. */}
            {item.base_image?.small_image_url ? (
              <img src={item.base_image.small_image_url} alt="" width={48} height={48} loading="lazy" />
            ) : (
              <span className="sf-checkout__thumb" />
            )}
            <div className="sf-checkout__item-text">
              <span>
                {item.name} <span className="sf-checkout__qty">{t('lineQuantity', { quantity: item.quantity })}</span>
              </span>
              <LineOptions item={item} />
            </div>
            <span>{item.formatted_total}</span>
          </li>
        ))}
      </ul>
      <Coupon cart={cart} />
      <dl className="sf-checkout__totals">
        <Row label={t('subTotal')} value={cart.formatted_sub_total} />
        {(cart.discount_amount ?? 0) > 0 && <Row label={t('discount')} value={`- ${cart.formatted_discount_amount}`} />}
        {shippingChosen && cart.formatted_shipping_amount && <Row label={t('deliveryCharge')} value={cart.formatted_shipping_amount} />}
        {fee.state === 'loading' && <Row label={t('courierFee')} value={t('calculating')} />}
        {fee.state === 'ready' && <Row label={t('courierFee')} value={formatPrice(fee.price)} />}
        <Row label={t('grandTotal')} value={cart.formatted_grand_total} strong />
      </dl>
    </section>
  );
}
