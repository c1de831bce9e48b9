import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('cart', {
  title: 'Shopping Cart',
  loading: 'Loading your Cart....',
  product: 'Product',
  unitPrice: 'Unit Price',
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  remove: 'Remove',
  total: 'Total:',
  continueShopping: 'Continue shopping',
  updateCart: 'Update cart',
  proceedToCheckout: 'Proceed To CheckOut',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  updateFailed: 'An error occurred',
  removeFailed: 'An error occurred while removing the item from your cart.',
});
