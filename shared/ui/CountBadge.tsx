import { formatNumber } from '../text/format/number';
import { t } from './messages';

/**
 * A header link with a count, named 'Wishlist, 3 items'. The visible words
 * ('Wishlist 3') are kept inside that name, spaced, so speech users can say what
 * they see (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function CountBadge({ href, name, icon, count }: { href: string; name: string; icon: string; count: number }) {
  return (
    <a className="sf-count-badge" href={href} aria-label={t('countName', { name, count })}>
      <span aria-hidden="true" className="sf-count-badge__icon">
        {icon}
      </span>{' '}
      <span className="sf-count-badge__name">{name}</span>{' '}
      <span className="sf-badge" data-testid="count">
        {formatNumber(count)}
      </span>
    </a>
  );
}
