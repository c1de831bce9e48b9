import { defineMessages } from '../../shared/text/i18n/catalogue';

/** The header search's texts: CONTRACT §6 names the field 'Search products'. */
export const t = defineMessages('search-box', {
  label: 'Search products',
  placeholder: 'Search products',
  submit: 'Search',
  suggestions: 'Product suggestions',
  searchFor: 'Search for “{query}”',
  searching: 'Searching…',
  empty: 'No products found',
  count: '{count, plural, =0 {No products found} one {# product suggestion} other {# product suggestions}}',
  unavailable: 'No suggestions right now',
});
