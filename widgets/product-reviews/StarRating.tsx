import { useId } from 'react';
import { FieldLabel, FieldMessage, fieldError, type FieldOf } from '../../shared/ui/forms/Field';
import type { FieldValues } from '../../shared/ui/forms/form';
import { t } from './messages';
import { RATING_SCALE } from './schema';

/**
 * The 1–5 star choice as a native radio group (fieldset/legend 'Rating'), so
 * arrow keys, names and the error all work the way assistive technology expects.
 */
export function StarRating<T extends FieldValues>({ value, ...field }: FieldOf<T> & { value: number }) {
  const id = useId();
  const error = fieldError(field);
  const registration = field.form.register(field.name);
  const errorId = `${id}-error`;
  return (
    <fieldset className="sf-stars" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <FieldLabel as="legend" label={t('rating')} required />
      <div className="sf-stars__options">
        {Array.from({ length: RATING_SCALE }, (_, i) => i + 1).map((n) => (
          <label key={n} className={`sf-stars__star${n <= value ? ' sf-stars__star--on' : ''}`}>
            <input type="radio" className="sf-visually-hidden" value={n} {...registration} />
            <span aria-hidden="true">★</span>
            <span className="sf-visually-hidden">{t('stars', { n })}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
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
