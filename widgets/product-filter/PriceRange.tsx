import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../shared/format/price';
import { PRICE_MAX, PRICE_MIN } from '../../shared/stores/listing-filter';

/** One request per settled value, not one per pixel of a drag. */
export const SETTLE_MS = 300;
const STEP = 100;

interface PriceRangeProps {
  min: number;
  max: number;
  onCommit(min: number, max: number): void;
}

/** A number box that lets the shopper type freely and shows the bound value again on blur. */
function PriceBox({ label, value, onValue }: { label: string; value: number; onValue(n: number): void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((old) => (old.trim() !== '' && Number(old) === value ? old : String(value)));
  }, [value]);
  return (
    <span className="sf-price-range__box">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={PRICE_MIN}
        max={PRICE_MAX}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = e.target.valueAsNumber;
          if (Number.isFinite(n)) onValue(n);
        }}
        onBlur={() => setText(String(value))}
      />
    </span>
  );
}

function Handle({ label, value, onValue, onGrab, top = false }: { label: string; value: number; onValue(n: number): void; onGrab(): void; top?: boolean }) {
  return (
    <input
      onPointerDown={onGrab}
      type="range"
      aria-label={label}
      aria-valuetext={formatPrice(value)}
      min={PRICE_MIN}
      max={PRICE_MAX}
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
 * or once it settles (keyboard, typing).
 */
export function PriceRange({ min, max, onCommit }: PriceRangeProps) {
  const [draft, setDraft] = useState<[number, number]>([min, max]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  // While a handle is held nothing is committed, however slow the drag: one request on release.
  const dragging = useRef(false);
  const latest = useRef<[number, number]>([min, max]);
  const shared = useRef<[number, number]>([min, max]);

  // The shared state moved (Clear All, Reset, back button): show it and drop any pending commit.
  useEffect(() => {
    clearTimeout(timer.current);
    setDraft([min, max]);
    latest.current = [min, max];
    shared.current = [min, max];
  }, [min, max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: [number, number]) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit.current(next[0], next[1]), SETTLE_MS);
  };
  const change = (next: [number, number]) => {
    setDraft(next);
    latest.current = next;
    if (!dragging.current) schedule(next);
  };
  const release = () => {
    if (!dragging.current) return;
    dragging.current = false;
    const [a, b] = latest.current;
    if (a !== shared.current[0] || b !== shared.current[1]) schedule(latest.current);
  };
  const grab = () => {
    dragging.current = true;
    clearTimeout(timer.current);
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
  };
  const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(n)));
  const setLow = (n: number) => change([clamp(n, PRICE_MIN, draft[1]), draft[1]]);
  const setHigh = (n: number) => change([draft[0], clamp(n, draft[0], PRICE_MAX)]);
  const [low, high] = draft;
  const pct = (n: number) => `${((n - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100}%`;

  return (
    <fieldset className="sf-filter__section sf-price-range">
      <legend className="sf-filter__legend">Price</legend>
      <div className="sf-price-range__track" style={{ '--sf-low': pct(low), '--sf-high': pct(high) } as React.CSSProperties}>
        {/* The lower handle goes on top when both sit at the right end, so it can still be moved. */}
        <Handle label="Minimum price" value={low} onValue={setLow} onGrab={grab} top={low > PRICE_MAX / 2} />
        <Handle label="Maximum price" value={high} onValue={setHigh} onGrab={grab} />
      </div>
      <div className="sf-price-range__boxes">
        <PriceBox label="Minimum price" value={low} onValue={setLow} />
        <PriceBox label="Maximum price" value={high} onValue={setHigh} />
      </div>
      <p className="sf-price-range__summary" aria-hidden="true">
        {formatPrice(low)} – {formatPrice(high)}
      </p>
    </fieldset>
  );
}
