import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  empty: 'কোনো অর্ডার পাওয়া যায়নি।',
  caption: 'অর্ডারসমূহ',
  orderId: 'অর্ডার আইডি',
  customerName: 'গ্রাহকের নাম',
  status: 'স্ট্যাটাস',
  grandTotal: 'সর্বমোট',
  createdAt: 'অর্ডারের তারিখ',
  action: 'অ্যাকশন',
  view: 'দেখুন',
  pages: 'অর্ডারের পাতা',
} satisfies Translation<typeof t.en>;
