import { useId } from 'react';
import type { Blog } from '../../shared/page/schemas/blog';
import { BlogCard } from '../../shared/ui/BlogCard';
import { Pagination } from '../../shared/ui/Pagination';
import { usePaged } from '../../shared/ui/use-paged';
import { t } from './messages';

/** SPEC §9: category blogs 12 per page. */
const CATEGORY_PAGE_SIZE = 12;

interface Props {
  category: { name: string; slug: string };
  blogs: Blog[];
}

/** SPEC §2 /blog/categories/{slug}: the category's posts from the page's props, 12 per page. */
export function BlogCategory({ category, blogs }: Props) {
  const id = useId();
  const paged = usePaged(blogs, CATEGORY_PAGE_SIZE);
  const name = category.name || category.slug;
  if (paged.total === 0) return <p className="sf-blog__empty">{t('empty', { name })}</p>;
  return (
    <section className="sf-blog-category" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sf-visually-hidden" tabIndex={-1} ref={paged.topRef}>
        {paged.pages > 1 ? t('headingPaged', { name, page: paged.page, pages: paged.pages }) : t('heading', { name })}
      </h2>
      <ul className="sf-blog__grid">
        {paged.slice.map((blog) => (
          <li key={blog.id}>
            <BlogCard blog={blog} />
          </li>
        ))}
      </ul>
      {paged.pages > 1 && (
        <Pagination label={t('pages', { name })} page={paged.page} pageSize={paged.pageSize} total={paged.total} onPage={paged.setPage} />
      )}
    </section>
  );
}
