import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'পণ্য ফিল্টার',
  clearAll: 'সব মুছুন',
  open: '{count, plural, =0 {ফিল্টার} other {ফিল্টার (#)}}',
  brand: 'ব্র্যান্ড',
  color: 'রং',
  size: 'সাইজ',
  price: 'মূল্য',
  minPrice: 'সর্বনিম্ন মূল্য',
  maxPrice: 'সর্বোচ্চ মূল্য',
} satisfies Translation<typeof t.en>;
