import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('shop-products', {
  title: 'All Products',
  loading: 'Loading ...',
  pages: 'All Products pages',
});
