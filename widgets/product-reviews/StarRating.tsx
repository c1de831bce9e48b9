import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { t } from './messages';
import { RATING_SCALE } from './schema';

/**
 * The 1–5 star choice as a native radio group (fieldset/legend 'Rating'), so
 * arrow keys, names and the error all work the way assistive technology expects.
 */
export function StarRating({ registration, value, error }: { registration: UseFormRegisterReturn; value: number; error?: FieldError | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="sf-stars" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="sf-field__label">
        {t('rating')}
        <span aria-hidden="true" className="sf-field__required">
          {' '}
          *
        </span>
      </legend>
      <div className="sf-stars__options">
        {Array.from({ length: RATING_SCALE }, (_, i) => i + 1).map((n) => (
          <label key={n} className={`sf-stars__star${n <= value ? ' sf-stars__star--on' : ''}`}>
            <input type="radio" className="sf-visually-hidden" value={n} {...registration} />
            <span aria-hidden="true">★</span>
            <span className="sf-visually-hidden">{t('stars', { n })}</span>
          </label>
        ))}
      </div>
      {error?.message && (
        <p id={errorId} className="sf-field-error">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/** A review's rating for reading: stars to see, "Rated n out of 5" to hear. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="sf-stars__shown">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="sf-stars__off">{'★'.repeat(RATING_SCALE - rating)}</span>
      </span>
      <span className="sf-visually-hidden">{t('rated', { rating, scale: RATING_SCALE })}</span>
    </span>
  );
}
