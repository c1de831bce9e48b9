import { defineMessages } from '../text/i18n/catalogue';

/** SPEC §8's fallback when a failure carries no text of its own. */
export const t = defineMessages('stores', {
  failed: 'An error occurred',
  offline: 'You are offline. Check your connection and try again.',
});
