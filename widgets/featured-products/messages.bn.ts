import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  title: 'ফিচার্ড পণ্য',
} satisfies Translation<typeof t.en>;
