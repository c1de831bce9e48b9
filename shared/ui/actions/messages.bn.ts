import type { Translation } from '../../text/i18n/catalogue';
import type { t } from './messages';

export default {
  failed: 'একটি ত্রুটি হয়েছে',
} satisfies Translation<typeof t.en>;
