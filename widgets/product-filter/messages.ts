import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('product-filter', {
  title: 'Products Filter',
  clearAll: 'Clear All',
  /** The phone's button opening the filter drawer, with how many filters are on. */
  open: '{count, plural, =0 {Filter} other {Filter (#)}}',
  brand: 'Brand',
  color: 'Color',
  size: 'Size',
  price: 'Price',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
});
