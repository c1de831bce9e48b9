import { formatPrice } from '../../shared/format/price';
import type { Order, OrderAddress } from './schema';

export function ItemsTable({ order }: { order: Order }) {
  return (
    // Focusable and named: on a narrow screen the table scrolls sideways, and keyboard users must be able to scroll it.
    <div className="sf-table-scroll" role="region" aria-label="Items ordered" tabIndex={0}>
      <table className="sf-table">
        <caption className="sf-visually-hidden">Items ordered</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Qty</th>
            <th scope="col">Subtotal</th>
            <th scope="col">Tax</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={item.id ?? i}>
              <td>{item.sku}</td>
              <td>{item.name}</td>
              <td>{formatPrice(item.price)}</td>
              <td>{item.qty_ordered}</td>
              <td>{formatPrice(item.total)}</td>
              <td>
                {formatPrice(item.tax_amount ?? 0)}
                {item.tax_percent ? ` (${item.tax_percent}%)` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Totals({ order }: { order: Order }) {
  const rows: Array<[string, number | null | undefined]> = [
    ['Subtotal', order.subtotal],
    ['Shipping & Handling', order.shipping_handling],
    ['Tax', order.tax],
    ['Grand Total', order.grand_total],
    ['Total Paid', order.total_paid],
    ['Total Refunded', order.total_refunded],
    ['Total Due', order.total_due],
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
  const line = address ? (Array.isArray(address.address1) ? address.address1.join(', ') : address.address1) : '';
  return (
    <section className="sf-order-view__box" aria-labelledby={`sf-order-${title.replace(/\W/g, '')}`}>
      <h2 id={`sf-order-${title.replace(/\W/g, '')}`}>{title}</h2>
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
