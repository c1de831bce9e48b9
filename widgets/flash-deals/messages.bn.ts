import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'ফ্ল্যাশ ডিল',
  subtitle: 'এই মাসের বিশেষ পণ্য',
  noTopDeals: 'এই মুহূর্তে কোনো ফ্ল্যাশ ডিল নেই।',
  topDeals: 'সেরা ডিল',
  moreDeals: 'আরও ডিল',
  noMoreDeals: 'এই মুহূর্তে আর কোনো ডিল নেই।',
  ended: 'এই ডিলের সময় শেষ',
  endsIn: 'ডিল শেষ হতে বাকি {days} দিন, {hours} ঘণ্টা, {minutes} মিনিট',
  days: 'দিন',
  hours: 'ঘণ্টা',
  minutes: 'মিনিট',
  seconds: 'সেকেন্ড',
} satisfies Translation<typeof t.en>;
