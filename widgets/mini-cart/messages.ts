import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('mini-cart', {
  title: 'Shopping Cart',
  /** The button's name and the live announcement (CONTRACT §6 relies on it: 'Shopping Cart, 2 items'). */
  countName: 'Shopping Cart, {count, plural, one {# item} other {# items}}',
  items: 'Cart items',
  quantity: 'Qty: {quantity}',
  subtotal: 'Subtotal:',
  loading: 'Loading your Cart....',
  empty: 'Your Cart is Empty!',
  viewCart: 'View Cart',
});
