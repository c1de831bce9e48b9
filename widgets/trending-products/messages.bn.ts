import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'ট্রেন্ডিং পণ্য',
  subtitle: 'এই মাসের বিশেষ পণ্য',
  empty: 'এই মুহূর্তে দেখানোর মতো কোনো পণ্য নেই।',
  pages: 'ট্রেন্ডিং পণ্যের পাতা',
} satisfies Translation<typeof t.en>;
