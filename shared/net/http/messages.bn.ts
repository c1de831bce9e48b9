import type { Translation } from '../../text/i18n/catalogue';
import type { t } from './messages';

export default {
  sessionExpired: 'আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে পেজটি রিলোড করুন।',
  network: 'নেটওয়ার্কে সমস্যা হয়েছে',
  status: 'অনুরোধটি ব্যর্থ হয়েছে (স্ট্যাটাস কোড {status})',
  unexpected: 'সার্ভার থেকে অপ্রত্যাশিত উত্তর এসেছে।',
  redirect: 'অপ্রত্যাশিত রিডাইরেক্ট',
} satisfies Translation<typeof t.en>;
