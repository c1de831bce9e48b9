import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  currency: 'মুদ্রা',
  // Named in English too: a shopper who cannot read the page's language must still find the switch back.
  language: 'ভাষা / Language',
} satisfies Translation<typeof t.en>;
