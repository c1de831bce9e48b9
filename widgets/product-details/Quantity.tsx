import { useId } from 'react';
import { formatNumber } from '../../shared/text/format/number';
import { t } from './messages';

/** SPEC §5/§9: quantity with minus and plus, never below 1; the field itself is read-only. */
export function Quantity({ value, onChange }: { value: number; onChange(next: number): void }) {
  const id = useId();
  return (
    <div className="sf-quantity">
      <label htmlFor={id} className="sf-quantity__label">
        {t('quantity')}
      </label>
      <div className="sf-quantity__control">
        <button
          type="button"
          className="sf-icon-button"
          aria-label={t('decrease')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input id={id} className="sf-quantity__input" type="text" inputMode="numeric" value={formatNumber(value)} readOnly />
        <button type="button" className="sf-icon-button" aria-label={t('increase')} onClick={() => onChange(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
