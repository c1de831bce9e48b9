import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('compare', {
  removed: 'Successfully Removed From Compare List.',
  loadFailed: 'Your compare list could not be loaded.',
  tryAgain: 'Try again',
  empty: 'Your Compare List is Empty!',
  selectOptions: 'Select Options',
  addToCart: 'Add To Cart',
  table: 'Compare products',
  products: 'Products',
  price: 'Price',
  description: 'Description',
  descriptionOf: 'Description of {name}',
  buyNow: 'Buy now',
  remove: 'Remove',
});
