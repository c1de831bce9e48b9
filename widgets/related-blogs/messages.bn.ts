import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  loading: 'সম্পর্কিত পোস্ট লোড হচ্ছে…',
  heading: 'সম্পর্কিত পোস্ট',
} satisfies Translation<typeof t.en>;
