import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  label: 'পণ্য অনুসন্ধান করুন',
  placeholder: 'পণ্য অনুসন্ধান করুন',
  submit: 'অনুসন্ধান',
  suggestions: 'পণ্যের পরামর্শ',
  searchFor: '“{query}” অনুসন্ধান করুন',
  searching: 'খোঁজা হচ্ছে…',
  empty: 'কোনো পণ্য পাওয়া যায়নি',
  count: '{count, plural, =0 {কোনো পণ্য পাওয়া যায়নি} other {#টি পণ্যের পরামর্শ}}',
  unavailable: 'এই মুহূর্তে কোনো পরামর্শ নেই',
} satisfies Translation<typeof t.en>;
