import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'অর্ডার # {id}',
  placedOn: 'অর্ডারের তারিখ',
  back: 'ফিরে যান',
  cancel: 'অর্ডার বাতিল করুন',
  confirmCancel: 'আপনি কি সত্যিই এই অর্ডারটি বাতিল করতে চান?',
  cancelled: 'অর্ডার সফলভাবে বাতিল হয়েছে।',
  failed: 'একটি ত্রুটি হয়েছে',
  itemsOrdered: 'অর্ডার করা পণ্য',
  sku: 'SKU',
  name: 'পণ্যের নাম',
  price: 'মূল্য',
  qty: 'পরিমাণ',
  subtotal: 'সাবটোটাল',
  tax: 'ট্যাক্স',
  taxPercent: '({percent}%)',
  shippingHandling: 'ডেলিভারি ও হ্যান্ডলিং',
  grandTotal: 'সর্বমোট',
  totalPaid: 'মোট পরিশোধিত',
  totalRefunded: 'মোট ফেরত',
  totalDue: 'মোট বকেয়া',
  billingAddress: 'বিলিং ঠিকানা',
  shippingAddress: 'ডেলিভারি ঠিকানা',
  shippingMethod: 'ডেলিভারি পদ্ধতি',
  paymentMethod: 'পেমেন্ট পদ্ধতি',
} satisfies Translation<typeof t.en>;
