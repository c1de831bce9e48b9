import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'অ্যাকাউন্ট তৈরি করুন',
  firstName: 'প্রথম নাম',
  lastName: 'শেষ নাম',
  email: 'ইমেইল',
  phone: 'ফোন',
  password: 'পাসওয়ার্ড',
  confirmPassword: 'পাসওয়ার্ড নিশ্চিত করুন',
  passwordRequired: 'পাসওয়ার্ড দিন',
  confirmPasswordRequired: 'পাসওয়ার্ডটি আবার লিখে নিশ্চিত করুন',
  newsletter: 'নিউজলেটার সাবস্ক্রাইব করুন',
  loading: 'লোড হচ্ছে…',
  register: 'রেজিস্টার করুন',
  haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
  signIn: 'লগইন করুন',
  created: 'অ্যাকাউন্ট সফলভাবে তৈরি হয়েছে।',
  unexpected: 'সার্ভার থেকে অপ্রত্যাশিত উত্তর এসেছে।',
} satisfies Translation<typeof t.en>;
