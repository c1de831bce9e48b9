import type { Translation } from '../../shared/text/i18n/catalogue';
import type { t } from './messages';

export default {
  empty: '{name} ক্যাটাগরিতে এখনও কোনো পোস্ট নেই।',
  heading: '{name} ক্যাটাগরির পোস্ট',
  headingPaged: '{name} ক্যাটাগরির পোস্ট, পৃষ্ঠা {page}/{pages}',
  pages: '{name} ক্যাটাগরির পৃষ্ঠাগুলো',
} satisfies Translation<typeof t.en>;
