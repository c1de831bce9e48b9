import { useId, useState } from 'react';
import { call } from '../../shared/net/http/client';
import { productReviews, type Review } from '../../shared/net/http/routes/reviews';
import { formatDate, isoDate } from '../../shared/text/format/date';
import { flash } from '../../shared/stores/flash';
import { globals } from '../../shared/page/globals';
import { Pagination } from '../../shared/ui/Pagination';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';
import { ReviewForm } from './ReviewForm';
import { Stars } from './StarRating';

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="sf-review">
      <p className="sf-review__head">
        <strong className="sf-review__name">{review.name}</strong> <Stars rating={review.rating} />{' '}
        <time className="sf-review__date" dateTime={isoDate(review.created_at)}>
          {formatDate(review.created_at)}
        </time>
      </p>
      {review.title && <h3 className="sf-review__title">{review.title}</h3>}
      <p className="sf-review__comment">{review.comment}</p>
    </li>
  );
}

/** SPEC Reviews tab: 'Write a Review' toggles the form (customers only); the list reloads after a post. */
export function ProductReviews({ productId }: { productId: number }) {
  const formId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const remote = useRemote(
    (signal) => call(productReviews, { params: { productId }, signal, query: page > 1 ? { page } : undefined }),
    [productId, page],
  );
  const data = remote.data;

  // SPEC: guests cannot review. They are told so when they ask to write one, before typing
  // anything, and the form stays closed (its submit guard remains for a session that ends meanwhile).
  const toggle = () => {
    if (!open && !globals().isCustomer) {
      flash('warning', t('guest'));
      return;
    }
    setOpen((o) => !o);
  };

  const posted = () => {
    setOpen(false);
    if (page === 1) remote.reload();
    else setPage(1);
  };

  return (
    <section className="sf-reviews" aria-labelledby={headingId}>
      <div className="sf-reviews__bar">
        <h2 id={headingId} className="sf-reviews__heading">
          {data ? t('headingCount', { total: data.total }) : t('heading')}
        </h2>
        <button type="button" className="sf-button" aria-expanded={open} aria-controls={formId} onClick={toggle}>
          {t('write')}
        </button>
      </div>
      <div hidden={!open}>
        <ReviewForm id={formId} productId={productId} onPosted={posted} />
      </div>
      <div aria-busy={remote.state === 'loading' || undefined}>
        {remote.state === 'loading' && <Spinner label={t('loading')} />}
        {data && data.reviews.length > 0 && (
          <ul className="sf-reviews__list" aria-label={t('list')}>
            {data.reviews.map((review, n) => (
              <ReviewItem key={review.id ?? `${n}-${review.created_at}`} review={review} />
            ))}
          </ul>
        )}
        {remote.state === 'ready' && data?.reviews.length === 0 && <p className="sf-muted">{t('empty')}</p>}
        {data && data.total > data.perPage && (
          <Pagination page={data.page} pageSize={data.perPage} total={data.total} onPage={setPage} label={t('pages')} />
        )}
      </div>
    </section>
  );
}
