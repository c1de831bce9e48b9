import type { Translation } from '../../text/i18n/catalogue';
import type { t } from './messages';

export default {
  required: '{field} ঘরটি পূরণ করা আবশ্যক',
  email: '{field} ঘরে একটি সঠিক ইমেইল ঠিকানা দিন',
  phone: '{field} একটি সঠিক ফোন নম্বর হতে হবে।',
  min: '{field} ঘরে কমপক্ষে {n}টি অক্ষর থাকতে হবে',
  same: '{field} ঘরটি {other}-এর সাথে মিলতে হবে',
  fieldError: '{field}: {message}',
} satisfies Translation<typeof t.en>;
