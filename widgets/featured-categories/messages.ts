import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('featured-categories', {
  title: 'Featured Categories',
  subtitle: 'Choose your necessary products from this feature categories.',
  empty: 'No categories to show right now.',
  /** A card's product count. */
  count: '{count, plural, one {# item} other {# items}}',
});
