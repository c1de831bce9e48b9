import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  removed: 'তুলনার তালিকা থেকে সফলভাবে সরানো হয়েছে।',
  loadFailed: 'আপনার তুলনার তালিকা লোড করা যায়নি।',
  tryAgain: 'আবার চেষ্টা করুন',
  empty: 'আপনার তুলনার তালিকা খালি!',
  selectOptions: 'অপশন বেছে নিন',
  addToCart: 'কার্টে যোগ করুন',
  table: 'পণ্যের তুলনা',
  products: 'পণ্য',
  price: 'মূল্য',
  description: 'বিবরণ',
  descriptionOf: '{name}-এর বিবরণ',
  buyNow: 'এখনই কিনুন',
  remove: 'সরান',
} satisfies Translation<typeof t.en>;
