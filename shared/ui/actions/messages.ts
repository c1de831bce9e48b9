import { defineMessages } from '../../text/i18n/catalogue';

/** SPEC §8: Add to cart's failure text when the server gives none. */
export const t = defineMessages('actions', {
  failed: 'An error occurred',
});
