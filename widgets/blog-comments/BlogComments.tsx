import { useEffect, useId, useRef } from 'react';
import { formatDate, isoDate } from '../../shared/text/format/date';
import { call } from '../../shared/net/http/client';
import { blogComments } from '../../shared/net/http/routes/comments';
import type { BlogComment } from '../../shared/page/schemas/blog';
import { Pagination } from '../../shared/ui/Pagination';
import { Spinner } from '../../shared/ui/Spinner';
import { usePaged } from '../../shared/ui/use-paged';
import { useRemote } from '../../shared/ui/use-remote';
import { CommentForm, type CommentValues } from './CommentForm';
import { t } from './messages';

/** SPEC §9: comments 8 per page. */
const COMMENTS_PAGE_SIZE = 8;
const NONE: BlogComment[] = [];

/** SPEC §2 /blogs/{slug}: the post's comments, paged, and the form to add one. */
export function BlogComments({ blogId }: { blogId: number }) {
  const id = useId();
  const comments = useRemote((signal) => call(blogComments, { params: { blogId }, signal }), [blogId]);
  const list = comments.data ?? NONE;
  const paged = usePaged(list, COMMENTS_PAGE_SIZE);
  // After posting, the refreshed list opens on the page holding the new comment.
  const posted = useRef<CommentValues | null>(null);
  const { jumpTo } = paged;
  useEffect(() => {
    const mine = posted.current;
    if (!mine || comments.state !== 'ready') return;
    posted.current = null;
    const at = list.findLastIndex((c) => c.comment_by === mine.name && c.comments === mine.comment);
    if (at >= 0) jumpTo(Math.floor(at / COMMENTS_PAGE_SIZE) + 1);
  }, [list, comments.state, jumpTo]);

  return (
    <section className="sf-comments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sf-blog__heading" tabIndex={-1} ref={paged.topRef}>
        {t('heading', { count: list.length })}
      </h2>
      {comments.state === 'loading' && !comments.data ? (
        <Spinner label={t('loading')} />
      ) : comments.state === 'error' && list.length === 0 ? (
        // A failed load is not "no comments": say so, and let the form still be used.
        <p className="sf-comments__empty">{t('loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="sf-comments__empty">{t('empty')}</p>
      ) : (
        <>
          <ul className="sf-comments__list" aria-label={t('list')}>
            {paged.slice.map((c, i) => (
              <li key={c.id ?? `${paged.page}-${i}`} className="sf-comments__item">
                <p className="sf-comments__head">
                  <strong>{c.comment_by || t('anonymous')}</strong>
                  {c.date && (
                    <>
                      {' '}
                      <time dateTime={isoDate(c.date)}>{formatDate(c.date)}</time>
                    </>
                  )}
                </p>
                {/* Plain text on purpose: a comment is never HTML. */}
                <p className="sf-comments__text">{c.comments}</p>
              </li>
            ))}
          </ul>
          {paged.pages > 1 && (
            <Pagination label={t('pages')} page={paged.page} pageSize={paged.pageSize} total={paged.total} onPage={paged.setPage} />
          )}
        </>
      )}
      <CommentForm
        blogId={blogId}
        onPosted={(values) => {
          posted.current = values;
          comments.reload();
        }}
      />
    </section>
  );
}
