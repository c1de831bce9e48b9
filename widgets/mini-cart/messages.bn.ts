import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'শপিং কার্ট',
  countName: 'শপিং কার্ট, {count, plural, other {#টি পণ্য}}',
  items: 'কার্টের পণ্য',
  quantity: 'পরিমাণ: {quantity}',
  subtotal: 'সাবটোটাল:',
  loading: 'আপনার কার্ট লোড হচ্ছে…',
  empty: 'আপনার কার্ট খালি!',
  viewCart: 'কার্ট দেখুন',
} satisfies Translation<typeof t.en>;
