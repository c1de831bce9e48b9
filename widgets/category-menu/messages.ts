import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('category-menu', {
  label: 'Categories',
  empty: 'No categories to show right now.',
});
