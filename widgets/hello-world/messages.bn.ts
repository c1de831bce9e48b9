import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  greeting: 'হ্যালো ওয়ার্ল্ড',
} satisfies Translation<typeof t.en>;
