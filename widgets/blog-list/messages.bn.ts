import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  loading: 'পোস্ট লোড হচ্ছে…',
  empty: 'এখনও কোনো ব্লগ পোস্ট নেই।',
  latest: 'সর্বশেষ পোস্ট',
  more: 'আরও পোস্ট',
  postsPage: 'পোস্ট, পৃষ্ঠা {page}/{pages}',
  pages: 'ব্লগের পৃষ্ঠা',
  featured: 'ফিচার্ড পোস্ট',
  sidebar: 'ব্লগ সাইডবার',
  categories: 'ক্যাটাগরি',
  trending: 'জনপ্রিয় পোস্ট',
} satisfies Translation<typeof t.en>;
