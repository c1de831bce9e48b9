import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  products: 'পণ্যসমূহ',
  empty: 'আপনার বেছে নেওয়া ফিল্টারের সাথে মেলে এমন কোনো পণ্য পাওয়া যায়নি। অন্য ফিল্টার দিয়ে চেষ্টা করুন অথবা আপনার খোঁজ রিসেট করুন।',
  reset: 'রিসেট করুন',
} satisfies Translation<typeof t.en>;
