import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('blog-list', {
  loading: 'Loading posts ...',
  empty: 'No blog posts yet.',
  latest: 'Latest post',
  more: 'More Posts',
  postsPage: 'Posts, page {page} of {pages}',
  pages: 'Blog pages',
  featured: 'Featured Posts',
  sidebar: 'Blog sidebar',
  categories: 'Categories',
  trending: 'Trending Posts',
});
