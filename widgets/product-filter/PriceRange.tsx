import { useId, useState } from 'react';
import { formatPrice } from '../../shared/text/format/price';
import { typedNumber } from '../../shared/ui/forms/normalise-digits';
import { PRICE_MAX, PRICE_MIN } from '../../shared/stores/listing-filter';
import { t } from './messages';
import { usePriceRange } from './use-price-range';

const STEP = 100;

interface PriceRangeProps {
  min: number;
  max: number;
  /** The top of the range: PRICE_MAX, or the filter answer's higher maximum price. */
  ceiling?: number;
  onCommit(min: number, max: number): void;
}

interface PriceBoxProps {
  label: string;
  value: number;
  top: number;
  /** Whether a typed number is usable as it stands (within this box's bounds). */
  accepts(n: number): boolean;
  /** Sets the value, bound to this box's range. */
  onValue(n: number): void;
}

/**
 * A number box that lets the shopper type freely: a number takes effect once it is within
 * bounds (so '9' on the way to '90000' never snaps to the minimum), and on blur whatever was
 * typed is bound to the range and shown as set. A text box in the spinbutton role rather than
 * type=number, which refuses Bengali digits: ৬০০০০ is read as 60000. Arrow keys step as the slider does.
 */
function PriceBox({ label, value, top, accepts, onValue }: PriceBoxProps) {
  const id = useId();
  // What the shopper is typing, while they type; otherwise the box shows the value itself,
  // in the same render as the slider (a copy kept in step by an effect lagged a frame behind).
  const [typing, setTyping] = useState<string | null>(null);
  const step = (by: number) => {
    const next = Math.min(top, Math.max(PRICE_MIN, value + by));
    setTyping(null);
    if (accepts(next)) onValue(next);
  };
  return (
    <span className="sf-price-range__box">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-valuemin={PRICE_MIN}
        aria-valuemax={top}
        aria-valuenow={value}
        value={typing ?? String(value)}
        onChange={(e) => {
          setTyping(e.target.value);
          const n = typedNumber(e.target.value);
          if (Number.isFinite(n) && accepts(n)) onValue(n);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
          e.preventDefault();
          step(e.key === 'ArrowUp' ? STEP : -STEP);
        }}
        onBlur={(e) => {
          const n = typedNumber(e.currentTarget.value);
          if (typing !== null && Number.isFinite(n)) onValue(n);
          setTyping(null);
        }}
      />
    </span>
  );
}

interface HandleProps {
  label: string;
  value: number;
  ceiling: number;
  onValue(n: number): void;
  onGrab(): void;
  top?: boolean;
}

function Handle({ label, value, ceiling, onValue, onGrab, top = false }: HandleProps) {
  return (
    <input
      onPointerDown={onGrab}
      type="range"
      aria-label={label}
      aria-valuetext={formatPrice(value)}
      min={PRICE_MIN}
      max={ceiling}
      step={STEP}
      value={value}
      className={`sf-price-range__thumb${top ? ' sf-price-range__thumb--top' : ''}`}
      onChange={(e) => onValue(Number(e.target.value))}
    />
  );
}

/**
 * SPEC §5 price slider: two native range inputs (keyboard and screen-reader
 * ready) whose handles cannot cross, with min and max number inputs bound to
 * them. The draft follows every movement; the filter gets it on release (pointer)
 * or once it settles (keyboard, typing): see use-price-range.ts.
 */
export function PriceRange({ min, max, ceiling = PRICE_MAX, onCommit }: PriceRangeProps) {
  const { low, high, setLow, setHigh, grab } = usePriceRange(min, max, ceiling, onCommit);
  const pct = (n: number) => `${((n - PRICE_MIN) / (ceiling - PRICE_MIN)) * 100}%`;
  return (
    <fieldset className="sf-filter__section sf-price-range">
      <legend className="sf-filter__legend">{t('price')}</legend>
      <div className="sf-price-range__track" style={{ '--sf-low': pct(low), '--sf-high': pct(high) } as React.CSSProperties}>
        {/* The lower handle goes on top when both sit at the right end, so it can still be moved. */}
        <Handle label={t('minPrice')} value={low} ceiling={ceiling} onValue={setLow} onGrab={grab} top={low > ceiling / 2} />
        <Handle label={t('maxPrice')} value={high} ceiling={ceiling} onValue={setHigh} onGrab={grab} />
      </div>
      <div className="sf-price-range__boxes">
        <PriceBox label={t('minPrice')} value={low} top={ceiling} accepts={(n) => n >= PRICE_MIN && n <= high} onValue={setLow} />
        <PriceBox label={t('maxPrice')} value={high} top={ceiling} accepts={(n) => n >= low && n <= ceiling} onValue={setHigh} />
      </div>
      <p className="sf-price-range__summary" aria-hidden="true">
        {formatPrice(low)} – {formatPrice(high)}
      </p>
    </fieldset>
  );
}
