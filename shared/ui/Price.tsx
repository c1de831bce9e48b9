import { formatPrice } from '../text/format/price';
import type { PriceView } from '../text/format/price-display';
import { t } from './messages';

/** A price with its struck regular price; the struck one is announced as such. */
export function Price({ view, className = '' }: { view: PriceView; className?: string }) {
  return (
    <span className={`sf-price ${className}`.trim()}>
      <span className="sf-price__current">{formatPrice(view.current)}</span>
      {view.regular !== undefined && (
        <>
          {' '}
          <del className="sf-price__regular">
            <span className="sf-visually-hidden">{t('regularPrice')}</span>
            {formatPrice(view.regular)}
          </del>
        </>
      )}
    </span>
  );
}
