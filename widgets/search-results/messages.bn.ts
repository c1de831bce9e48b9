import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  results: 'খোঁজের ফলাফল',
  resultsFor: '“{keyword}”-এর খোঁজের ফলাফল',
  empty: 'আপনার খোঁজা শব্দের সাথে মেলে এমন কোনো পণ্য পাওয়া যায়নি। অন্য কোনো শব্দ দিয়ে খুঁজুন অথবা আপনার খোঁজ রিসেট করুন।',
} satisfies Translation<typeof t.en>;
