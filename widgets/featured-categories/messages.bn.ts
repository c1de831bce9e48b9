import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'ফিচার্ড ক্যাটাগরি',
  subtitle: 'এই ফিচার্ড ক্যাটাগরিগুলো থেকে আপনার প্রয়োজনীয় পণ্য বেছে নিন।',
  empty: 'এই মুহূর্তে দেখানোর মতো কোনো ক্যাটাগরি নেই।',
  count: '{count, plural, other {#টি পণ্য}}',
} satisfies Translation<typeof t.en>;
