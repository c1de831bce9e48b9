import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  reload: 'রিলোড করুন',
  close: 'বন্ধ করুন',
} satisfies Translation<typeof t.en>;
