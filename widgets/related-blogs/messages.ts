import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('related-blogs', {
  loading: 'Loading related posts ...',
  heading: 'Related Posts',
});
