import { useState } from 'react';
import { formatPrice } from '../../shared/text/format/price';
import { orderDate } from '../../shared/text/format/date';
import { DataTable } from '../../shared/ui/DataTable';
import { Pagination, pageOf } from '../../shared/ui/Pagination';
import { t } from './messages';
import type { OrderRow } from './schema';

/** SPEC §9: orders page size 5, options 5, 10, 15. */
const ORDER_PAGE_SIZES = [5, 10, 15] as const;

const orderPath = (id: number) => `/customer/account/orders/view/${id}`;

/** SPEC §2 Orders list. */
export function OrdersList({ orders }: { orders: readonly OrderRow[] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ORDER_PAGE_SIZES[0]);
  if (orders.length === 0) return <p className="sf-orders__empty">{t('empty')}</p>;
  const pages = Math.max(1, Math.ceil(orders.length / pageSize));
  const current = Math.min(page, pages);
  return (
    <div className="sf-orders">
      <DataTable caption={t('caption')} columns={[t('orderId'), t('customerName'), t('status'), t('grandTotal'), t('createdAt'), t('action')]}>
        {pageOf(orders, current, pageSize).map((order) => (
          <tr key={order.id}>
            <td>{order.id}</td>
            <td>{`${order.customer_first_name} ${order.customer_last_name}`.trim()}</td>
            <td>
              <span className={`sf-status sf-status--${order.status.toLowerCase()}`}>{order.status}</span>
            </td>
            <td>{formatPrice(order.grand_total)}</td>
            <td>{orderDate(order.created_at)}</td>
            <td>
              <a className="sf-link" href={orderPath(order.id)}>
                {t('view')}
              </a>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination
        label={t('pages')}
        page={current}
        pageSize={pageSize}
        total={orders.length}
        pageSizes={ORDER_PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}
