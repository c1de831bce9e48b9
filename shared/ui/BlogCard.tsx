import { useMemo } from 'react';
import type { Blog } from '../page/schemas/blog';
import { cut, CUTS } from '../text/format/cut';
import { formatDate, isoDate } from '../text/format/date';
import { onImageError, storageImage } from '../text/format/image';
import { htmlToText } from '../text/format/text';
import { t } from './messages';

export const blogUrl = (blog: Pick<Blog, 'slug'>) => `/blogs/${encodeURIComponent(blog.slug)}`;
export const blogCategoryUrl = (slug: string) => `/blog/categories/${encodeURIComponent(slug)}`;

/** The excerpt of a post: its description as plain text, cut (SPEC §9: 400 featured, 150 otherwise). */
export function blogExcerpt(blog: Pick<Blog, 'description'>, limit: number = CUTS.blogExcerpt): string {
  return cut(htmlToText(blog.description), limit);
}

/** Author and date line (SPEC §2: admin_name as author). */
function BlogMeta({ blog }: { blog: Blog }) {
  return (
    <p className="sf-blog-card__meta">
      {blog.admin_name && <span>{t('by', { name: blog.admin_name })}</span>}
      {blog.admin_name && blog.created_at && <span aria-hidden="true"> · </span>}
      {blog.created_at && <time dateTime={isoDate(blog.created_at)}>{formatDate(blog.created_at)}</time>}
    </p>
  );
}

interface BlogCardProps {
  blog: Blog;
  /** Heading level of the title, to fit the page's outline. */
  heading?: 'h2' | 'h3';
  /** Which image list to show: the card's thumbnail, or the banner for a large lead post. */
  image?: 'thumbnail' | 'banner';
  excerptLimit?: number;
  large?: boolean;
}

/** One post: image, category, linked title, author and date, text excerpt (never HTML). */
export function BlogCard({ blog, heading: Heading = 'h3', image = 'thumbnail', excerptLimit = CUTS.blogExcerpt, large }: BlogCardProps) {
  const excerpt = useMemo(() => blogExcerpt(blog, excerptLimit), [blog, excerptLimit]);
  // Each image comes from its own list only; an empty or broken list shows the placeholder.
  const path = (image === 'banner' ? blog.banner[0] : blog.thumbnail[0]) ?? null;
  return (
    <article className={`sf-blog-card${large ? ' sf-blog-card--large' : ''}`} data-blog-id={blog.id}>
      <img
        className="sf-blog-card__image"
        src={storageImage(path)}
        alt=""
        width={large ? 860 : 430}
        height={large ? 430 : 255}
        loading={large ? 'eager' : 'lazy'}
        onError={onImageError}
      />
      <div className="sf-blog-card__body">
        {blog.categorySlug && blog.categoryName && (
          <a className="sf-blog-card__category" href={blogCategoryUrl(blog.categorySlug)}>
            {blog.categoryName}
          </a>
        )}
        <Heading className="sf-blog-card__title">
          <a href={blogUrl(blog)}>{blog.title || blog.slug}</a>
        </Heading>
        <BlogMeta blog={blog} />
        {excerpt && <p className="sf-blog-card__excerpt">{excerpt}</p>}
      </div>
    </article>
  );
}
