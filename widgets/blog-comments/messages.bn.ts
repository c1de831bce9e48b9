import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  heading: 'মন্তব্য ({count})',
  loading: 'মন্তব্য লোড হচ্ছে…',
  loadFailed: 'এই মুহূর্তে মন্তব্যগুলো লোড করা যাচ্ছে না।',
  empty: 'এখনও কোনো মন্তব্য নেই। প্রথম মন্তব্যটি আপনিই করুন।',
  list: 'মন্তব্যসমূহ',
  anonymous: 'অজ্ঞাতনামা',
  pages: 'মন্তব্যের পৃষ্ঠা',
  formTitle: 'মন্তব্য করুন',
  name: 'নাম',
  email: 'ইমেইল',
  comment: 'মন্তব্য',
  nameRequired: 'অনুগ্রহ করে আপনার নাম লিখুন।',
  emailRequired: 'অনুগ্রহ করে আপনার ইমেইল লিখুন।',
  commentRequired: 'অনুগ্রহ করে আপনার মন্তব্য লিখুন।',
  emailField: 'ইমেইল',
  submit: 'মন্তব্য জমা দিন',
  submitting: 'জমা হচ্ছে…',
  sent: 'ধন্যবাদ! আপনার মন্তব্য জমা হয়েছে।',
  failed: 'মন্তব্য জমা দেওয়া যায়নি। আবার চেষ্টা করুন।',
  failedWithDetail: 'মন্তব্য জমা দেওয়া যায়নি। আবার চেষ্টা করুন। {detail}',
} satisfies Translation<typeof t.en>;
