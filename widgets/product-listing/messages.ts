import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('product-listing', {
  products: 'Products',
  empty: 'No products found matching your selected filter. Please try another filter or reset your search.',
  reset: 'Reset',
});
