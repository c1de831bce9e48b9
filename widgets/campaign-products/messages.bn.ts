import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  products: 'ক্যাম্পেইনের পণ্য',
} satisfies Translation<typeof t.en>;
