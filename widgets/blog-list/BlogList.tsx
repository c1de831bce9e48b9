import { useId } from 'react';
import { CUTS } from '../../shared/text/format/cut';
import { call } from '../../shared/net/http/client';
import { allBlogs, blogCategories, featuredBlogs, trendingBlogs } from '../../shared/net/http/routes/blog';
import type { Blog } from '../../shared/page/schemas/blog';
import { BlogCard } from '../../shared/ui/BlogCard';
import { Pagination } from '../../shared/ui/Pagination';
import { Spinner } from '../../shared/ui/Spinner';
import { usePaged } from '../../shared/ui/use-paged';
import { anyLoading, useRemote } from '../../shared/ui/use-remote';
import { BlogSidebar } from './BlogSidebar';
import { t } from './messages';

/** SPEC §9: 6 posts per page at first; the choices offered are 10, 20 and 30. */
const BLOG_PAGE_SIZE = 6;
const BLOG_PAGE_SIZES = [10, 20, 30] as const;
const NONE: Blog[] = [];

/** SPEC §2 /blog: the newest post large, the rest paged below, featured posts, and a sidebar. */
export function BlogList() {
  // SPEC §8: blog load failures are logged only (useRemote logs); the lists stay empty.
  const all = useRemote((signal) => call(allBlogs, { signal }), []);
  const featured = useRemote((signal) => call(featuredBlogs, { signal }), []);
  const trending = useRemote((signal) => call(trendingBlogs, { signal }), []);
  const categories = useRemote((signal) => call(blogCategories, { signal }), []);

  // One render from spinner to the whole page: boxes filling in one by one as their
  // answers arrive would push each other about (layout shift).
  const loading = anyLoading(all, featured, trending, categories);

  const id = useId();
  const first = all.data?.first ?? null;
  const paged = usePaged(all.data?.rest ?? NONE, BLOG_PAGE_SIZE);
  // The default size stays listed while it is the current one, so the select never shows a size it is not using.
  const sizes = paged.pageSize === BLOG_PAGE_SIZE ? [BLOG_PAGE_SIZE, ...BLOG_PAGE_SIZES] : BLOG_PAGE_SIZES;
  const featuredPosts = featured.data ?? NONE;

  return (
    <div className="sf-blog">
      <div className="sf-blog__main">
        {loading ? (
          <Spinner label={t('loading')} />
        ) : !first && paged.total === 0 ? (
          <p className="sf-blog__empty">{t('empty')}</p>
        ) : (
          <>
            {first && (
              <section aria-label={t('latest')} className="sf-blog__lead">
                <BlogCard blog={first} heading="h2" image="banner" excerptLimit={CUTS.blogFeatured} large />
              </section>
            )}
            {paged.total > 0 && (
              <section aria-labelledby={`${id}-more`} className="sf-blog__more">
                <h2 id={`${id}-more`} className="sf-blog__heading" tabIndex={-1} ref={paged.topRef}>
                  {t('more')}
                </h2>
                <ul className="sf-blog__grid" aria-label={t('postsPage', { page: paged.page, pages: paged.pages })}>
                  {paged.slice.map((blog) => (
                    <li key={blog.id}>
                      <BlogCard blog={blog} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  label={t('pages')}
                  page={paged.page}
                  pageSize={paged.pageSize}
                  total={paged.total}
                  pageSizes={sizes}
                  onPage={paged.setPage}
                  onPageSize={paged.setPageSize}
                />
              </section>
            )}
          </>
        )}
        {!loading && featuredPosts.length > 0 && (
          <section aria-labelledby={`${id}-featured`} className="sf-blog__featured">
            <h2 id={`${id}-featured`} className="sf-blog__heading">
              {t('featured')}
            </h2>
            <ul className="sf-blog__list">
              {featuredPosts.map((blog) => (
                <li key={blog.id}>
                  <BlogCard blog={blog} excerptLimit={CUTS.blogFeatured} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {!loading && <BlogSidebar categories={categories.data ?? []} trending={trending.data ?? NONE} />}
    </div>
  );
}
