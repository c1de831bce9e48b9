import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('trending-products', {
  title: 'Trending Products',
  subtitle: 'Special products in this month',
  empty: 'No products to show right now.',
  pages: 'Trending Products pages',
});
