import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'শপিং কার্ট',
  loading: 'আপনার কার্ট লোড হচ্ছে…',
  product: 'পণ্য',
  unitPrice: 'একক মূল্য',
  quantity: 'পরিমাণ',
  subtotal: 'সাবটোটাল',
  remove: 'সরান',
  total: 'সর্বমোট:',
  continueShopping: 'কেনাকাটা চালিয়ে যান',
  updateCart: 'কার্ট আপডেট করুন',
  proceedToCheckout: 'চেকআউট করুন',
  decreaseQuantity: 'পরিমাণ কমান',
  increaseQuantity: 'পরিমাণ বাড়ান',
  updateFailed: 'একটি ত্রুটি হয়েছে',
  removeFailed: 'কার্ট থেকে পণ্যটি সরানোর সময় একটি ত্রুটি হয়েছে।',
} satisfies Translation<typeof t.en>;
