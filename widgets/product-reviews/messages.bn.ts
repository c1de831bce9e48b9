import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  heading: 'রিভিউ',
  headingCount: 'রিভিউ ({total})',
  write: 'রিভিউ লিখুন',
  loading: 'রিভিউ লোড হচ্ছে…',
  list: 'ক্রেতাদের রিভিউ',
  empty: 'এখনো কোনো রিভিউ নেই।',
  pages: 'রিভিউয়ের পাতা',
  failed: 'রিভিউ জমা দেওয়া যায়নি। আবার চেষ্টা করুন।',
  guest: 'রিভিউ লিখতে অনুগ্রহ করে লগইন করুন।',
  title: 'শিরোনাম',
  comment: 'মন্তব্য',
  rating: 'রেটিং',
  submit: 'রিভিউ জমা দিন',
  submitting: 'জমা দেওয়া হচ্ছে…',
  stars: '{n, plural, other {# স্টার}}',
  rated: '{scale}-এর মধ্যে {rating} রেটিং',
  titleRequired: 'অনুগ্রহ করে শিরোনাম লিখুন।',
  commentRequired: 'অনুগ্রহ করে আপনার মন্তব্য লিখুন।',
  ratingMin: 'অনুগ্রহ করে কমপক্ষে {min} স্টার রেটিং দিন।',
  ratingMax: 'অনুগ্রহ করে সর্বোচ্চ {max} স্টার রেটিং দিন।',
} satisfies Translation<typeof t.en>;
