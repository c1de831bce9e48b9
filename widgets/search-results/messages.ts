import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('search-results', {
  results: 'Search results',
  resultsFor: 'Search results for {keyword}',
  empty: 'No products found matching your searched keyword. Please try another keyword or reset your search.',
});
