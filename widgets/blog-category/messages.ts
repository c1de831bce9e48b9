import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('blog-category', {
  empty: 'No posts in {name} yet.',
  heading: 'Posts in {name}',
  headingPaged: 'Posts in {name}, page {page} of {pages}',
  pages: '{name} pages',
});
