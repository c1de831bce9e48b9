import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'সব পণ্য',
  loading: 'লোড হচ্ছে…',
  pages: 'সব পণ্যের পাতা',
} satisfies Translation<typeof t.en>;
