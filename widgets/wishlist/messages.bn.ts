import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  loginPrompt: 'আপনার উইশলিস্ট দেখতে {link}।',
  logIn: 'লগইন করুন',
  loading: 'আপনার উইশলিস্ট লোড হচ্ছে…',
  loadFailed: 'আপনার উইশলিস্ট লোড করা যায়নি।',
  tryAgain: 'আবার চেষ্টা করুন',
  empty: 'আপনার উইশলিস্ট খালি!',
  caption: 'উইশলিস্ট',
  product: 'পণ্য',
  price: 'মূল্য',
  actions: 'করণীয়',
  addToCart: 'কার্টে যোগ করুন',
  selectOptions: 'অপশন বাছাই করুন',
  remove: 'সরান',
  removed: 'পণ্যটি উইশলিস্ট থেকে সরানো হয়েছে',
  removeFailed: 'পণ্যটি সরানোর সময় একটি ত্রুটি হয়েছে।',
} satisfies Translation<typeof t.en>;
