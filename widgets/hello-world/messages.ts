import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('hello-world', {
  greeting: 'Hello World',
});
