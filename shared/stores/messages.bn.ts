import type { Translation } from '../text/i18n/catalogue';
import type { t } from './messages';

export default {
  failed: 'একটি ত্রুটি হয়েছে',
  offline: 'আপনি অফলাইনে আছেন। সংযোগ দেখে আবার চেষ্টা করুন।',
} satisfies Translation<typeof t.en>;
