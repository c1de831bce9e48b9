import type { Translation } from '../text/i18n/catalogue';
import type { t } from './messages';

export default {
  loading: 'লোড হচ্ছে…',
  regularPrice: 'নিয়মিত মূল্য: ',
  addToCart: 'কার্টে যোগ করুন',
  selectOptions: 'অপশন বাছাই করুন',
  addToWishlist: 'উইশলিস্টে যোগ করুন',
  addToCompare: 'তুলনায় যোগ করুন',
  addedToCompare: 'তুলনায় যোগ করা হয়েছে',
  alreadyInCompare: 'আগেই তুলনায় আছে',
  // '# পণ্য', not '#টি': the badge shows the bare digit, and speech users say what they see (axe label-content-name-mismatch).
  countName: '{name}, {count, plural, other {# পণ্য}}',
  cartFailed: 'আপনার কার্ট লোড করা যায়নি।',
  tryAgain: 'আবার চেষ্টা করুন',
  cartEmpty: 'আপনার কার্ট খালি!',
  continueShopping: 'কেনাকাটা চালিয়ে যান',
  confirmTitle: 'আপনি কি নিশ্চিত?',
  confirmMessage: 'একবার মুছে ফেললে আর ফিরিয়ে আনা যাবে না।',
  ok: 'ঠিক আছে',
  cancel: 'বাতিল করুন',
  close: 'বন্ধ করুন',
  pagination: 'পৃষ্ঠাগুলো',
  perPage: 'প্রতি পৃষ্ঠায়',
  previous: 'পূর্ববর্তী',
  next: 'পরবর্তী',
  page: 'পৃষ্ঠা {n}',
  by: 'লিখেছেন {name}',
} satisfies Translation<typeof t.en>;
