import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('orders-list', {
  empty: 'No orders found.',
  caption: 'Orders',
  orderId: 'Order ID',
  customerName: 'Customer Name',
  status: 'Status',
  grandTotal: 'Grand Total',
  createdAt: 'Created At',
  action: 'Action',
  view: 'View',
  pages: 'Orders pages',
});
