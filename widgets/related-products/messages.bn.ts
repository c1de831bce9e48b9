import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  heading: 'সম্পর্কিত পণ্য',
} satisfies Translation<typeof t.en>;
