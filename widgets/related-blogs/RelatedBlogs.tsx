import { useId, useMemo } from 'react';
import { call } from '../../shared/net/http/client';
import { relatedBlogs } from '../../shared/net/http/routes/related-blogs';
import { BlogCard } from '../../shared/ui/BlogCard';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

interface Props {
  categoryId: number;
  blogId: number;
}

/** SPEC §2 /blogs/{slug}: other posts of the same category, never the one being read. */
export function RelatedBlogs({ categoryId, blogId }: Props) {
  const id = useId();
  // SPEC §8: load failures are logged only; the section then stays away.
  const related = useRemote((signal) => call(relatedBlogs, { params: { categoryId, blogId }, signal }), [categoryId, blogId]);
  const posts = useMemo(() => (related.data ?? []).filter((b) => b.id !== blogId), [related.data, blogId]);
  if (related.state === 'loading' && !related.data) return <Spinner label={t('loading')} />;
  if (posts.length === 0) return null;
  return (
    <section className="sf-related-blogs" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sf-blog__heading">
        {t('heading')}
      </h2>
      <ul className="sf-blog__grid">
        {posts.map((blog) => (
          <li key={blog.id}>
            <BlogCard blog={blog} />
          </li>
        ))}
      </ul>
    </section>
  );
}
