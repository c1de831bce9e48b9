import { useId } from 'react';
import { formatNumber } from '../text/format/number';
import { t } from './messages';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  onPage(page: number): void;
  onPageSize?(size: number): void;
  label?: string;
}

/** Page links and an optional page-size choice, as a labelled navigation landmark. */
export function Pagination({ page, pageSize, total, pageSizes, onPage, onPageSize, label = t('pagination') }: PaginationProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="sf-pagination" aria-label={label}>
      {pageSizes && onPageSize && (
        <span className="sf-pagination__size">
          <label htmlFor={id}>{t('perPage')}</label>{' '}
          <select id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {formatNumber(size)}
              </option>
            ))}
          </select>
        </span>
      )}
      {pages > 1 && (
        <ul className="sf-pagination__pages">
          <li>
            <button type="button" className="sf-button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
              {t('previous')}
            </button>
          </li>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <button
                type="button"
                className="sf-button sf-pagination__page"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('page', { n })}
                onClick={() => onPage(n)}
              >
                {formatNumber(n)}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="sf-button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
              {t('next')}
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}

/** The slice of `items` on `page` (1-based) — pages past the end clamp to the last. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
