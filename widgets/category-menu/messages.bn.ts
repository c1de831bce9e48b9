import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  label: 'ক্যাটাগরি',
  empty: 'এই মুহূর্তে দেখানোর মতো কোনো ক্যাটাগরি নেই।',
} satisfies Translation<typeof t.en>;
