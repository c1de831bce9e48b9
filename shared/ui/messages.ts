import { defineMessages } from '../text/i18n/catalogue';

/** SPEC's texts for the kernel's shared components (cards, cart states, dialogs, paging), exactly. */
export const t = defineMessages('ui', {
  loading: 'Loading ...',
  regularPrice: 'Regular price: ',
  addToCart: 'Add To Cart',
  selectOptions: 'Select Options',
  addToWishlist: 'Add to wishlist',
  addToCompare: 'Add to compare',
  addedToCompare: 'Added to compare',
  alreadyInCompare: 'Already in compare',
  countName: '{name}, {count, plural, one {# item} other {# items}}',
  cartFailed: 'Your cart could not be loaded.',
  tryAgain: 'Try again',
  cartEmpty: 'Your Cart is Empty!',
  continueShopping: 'Continue shopping',
  confirmTitle: 'Are you sure?',
  confirmMessage: 'Once deleted, you will not be able to recover.',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  pagination: 'Pagination',
  perPage: 'Per page',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {n}',
  by: 'By {name}',
});
