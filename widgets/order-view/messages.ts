import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('order-view', {
  title: 'Orders # {id}',
  placedOn: 'Placed On',
  back: 'Back',
  cancel: 'Cancel',
  confirmCancel: 'Do you really want to cancel this order?',
  cancelled: 'Order Successfully Cancelled.',
  failed: 'An error occurred',
  itemsOrdered: 'Items ordered',
  sku: 'SKU',
  name: 'Name',
  price: 'Price',
  qty: 'Qty',
  subtotal: 'Subtotal',
  tax: 'Tax',
  taxPercent: '({percent}%)',
  shippingHandling: 'Shipping & Handling',
  grandTotal: 'Grand Total',
  totalPaid: 'Total Paid',
  totalRefunded: 'Total Refunded',
  totalDue: 'Total Due',
  billingAddress: 'Billing Address',
  shippingAddress: 'Shipping Address',
  shippingMethod: 'Shipping Method',
  paymentMethod: 'Payment Method',
});
