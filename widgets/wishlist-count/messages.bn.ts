import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  name: 'উইশলিস্ট',
} satisfies Translation<typeof t.en>;
