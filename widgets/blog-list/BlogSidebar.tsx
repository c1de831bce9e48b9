import { useId } from 'react';
import { formatDate, isoDate } from '../../shared/text/format/date';
import type { Blog, BlogCategory } from '../../shared/page/schemas/blog';
import { blogCategoryUrl, blogUrl } from '../../shared/ui/BlogCard';
import { t } from './messages';

/** The blog's side column: its categories and the trending posts, as plain link lists. */
export function BlogSidebar({ categories, trending }: { categories: readonly BlogCategory[]; trending: readonly Blog[] }) {
  const id = useId();
  return (
    <aside className="sf-blog__aside" aria-label={t('sidebar')}>
      {categories.length > 0 && (
        <nav aria-labelledby={`${id}-categories`} className="sf-blog__box">
          <h2 id={`${id}-categories`} className="sf-blog__heading">
            {t('categories')}
          </h2>
          <ul className="sf-blog__links">
            {categories.map((c) => (
              <li key={c.id}>
                <a href={blogCategoryUrl(c.slug)}>{c.name || c.slug}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {trending.length > 0 && (
        <section aria-labelledby={`${id}-trending`} className="sf-blog__box">
          <h2 id={`${id}-trending`} className="sf-blog__heading">
            {t('trending')}
          </h2>
          <ol className="sf-blog__links">
            {trending.map((b) => (
              <li key={b.id}>
                <a href={blogUrl(b)}>{b.title || b.slug}</a>
                {b.created_at && (
                  <>
                    {' '}
                    <time className="sf-blog__date" dateTime={isoDate(b.created_at)}>
                      {formatDate(b.created_at)}
                    </time>
                  </>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </aside>
  );
}
