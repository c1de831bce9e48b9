import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'নতুন ঠিকানা যোগ করুন',
  firstName: 'প্রথম নাম',
  lastName: 'শেষ নাম',
  companyName: 'কোম্পানির নাম',
  vatId: 'ভ্যাট আইডি',
  streetAddress: 'বাসা ও রাস্তার ঠিকানা',
  district: 'জেলা',
  thana: 'থানা',
  postcode: 'পোস্ট কোড',
  email: 'ইমেইল',
  phone: 'ফোন',
  loading: 'লোড হচ্ছে…',
  selectDistrict: 'জেলা বেছে নিন',
  selectThana: 'থানা বেছে নিন',
  saving: 'সংরক্ষণ হচ্ছে…',
  save: 'ঠিকানা সংরক্ষণ করুন',
  saved: 'ঠিকানা সফলভাবে সংরক্ষণ হয়েছে',
  failed: 'ঠিকানা সংরক্ষণ করা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
} satisfies Translation<typeof t.en>;
