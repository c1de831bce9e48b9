import { useId } from 'react';
import { formatNumber } from '../../shared/text/format/number';
import { formatPrice } from '../../shared/text/format/price';
import { DataTable } from '../../shared/ui/DataTable';
import { t } from './messages';
import type { Order, OrderAddress } from './schema';

export function ItemsTable({ order }: { order: Order }) {
  return (
    <DataTable caption={t('itemsOrdered')} columns={[t('sku'), t('name'), t('price'), t('qty'), t('subtotal'), t('tax')]}>
      {order.items.map((item, i) => (
        <tr key={item.id ?? i}>
          <td>{item.sku}</td>
          <td>{item.name}</td>
          <td>{formatPrice(item.price)}</td>
          <td>{formatNumber(item.qty_ordered)}</td>
          <td>{formatPrice(item.total)}</td>
          <td>
            {formatPrice(item.tax_amount ?? 0)}
            {item.tax_percent ? ` ${t('taxPercent', { percent: item.tax_percent })}` : ''}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function Totals({ order }: { order: Order }) {
  const rows: Array<[string, number | null | undefined]> = [
    [t('subtotal'), order.subtotal],
    [t('shippingHandling'), order.shipping_handling],
    [t('tax'), order.tax],
    [t('grandTotal'), order.grand_total],
    [t('totalPaid'), order.total_paid],
    [t('totalRefunded'), order.total_refunded],
    [t('totalDue'), order.total_due],
  ];
  return (
    <dl className="sf-order-view__totals">
      {rows
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([label, value]) => (
          <div key={label} className="sf-order-view__total">
            <dt>{label}</dt>
            <dd>{formatPrice(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

export function AddressBlock({ title, address }: { title: string; address: OrderAddress | null | undefined }) {
  const name = address ? address.name || `${address.first_name} ${address.last_name}`.trim() : '';
  const headingId = useId();
  const line = address ? (Array.isArray(address.address1) ? address.address1.join(', ') : address.address1) : '';
  return (
    <section className="sf-order-view__box" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {address ? (
        <address>
          {name}
          <br />
          {line}
          <br />
          {[address.city, address.state, address.postcode].filter(Boolean).join(', ')}
          <br />
          {address.country}
          {address.phone && (
            <>
              <br />
              {address.phone}
            </>
          )}
        </address>
      ) : (
        <p>—</p>
      )}
    </section>
  );
}
