import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'ক্যাটাগরি',
} satisfies Translation<typeof t.en>;
