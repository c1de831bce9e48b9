import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  addToCart: 'কার্টে যোগ করুন',
  sku: 'পণ্য কোড:',
  information: 'পণ্যের তথ্য',
  description: 'বিবরণ',
  reviews: 'রিভিউ',
  vendor: 'বিক্রেতা',
  vendorText: 'আমাদের বিশ্বস্ত সহযোগী প্রতিষ্ঠান পণ্যটি বিক্রি ও ডেলিভারি করে।',
  video: '{name}-এর ভিডিও ({provider})',
  zoomImage: '{name}-এর ছবি বড় করে দেখুন',
  zoomHelp: 'ক্লিক করুন বা Enter চাপুন: ছবি ধাপে ধাপে সর্বোচ্চ {max} গুণ বড় হবে। তীর-চিহ্নের কী দিয়ে বড় করা অংশ সরান, Escape চাপলে আগের মাপে ফিরবে।',
  zoomLevel: '{level} গুণ বড়',
  images: 'পণ্যের ছবি',
  showImage: '{n} নম্বর ছবি দেখুন',
  quantity: 'পরিমাণ',
  decrease: 'পরিমাণ কমান',
  increase: 'পরিমাণ বাড়ান',
  loadingOptions: 'অপশন লোড হচ্ছে…',
  options: 'অপশন',
} satisfies Translation<typeof t.en>;
