import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import {
  activeFilterCount,
  listingFilter,
  priceCeiling,
  setListingFilter,
  setPriceCeiling,
  unfiltered,
  type ListingFilter,
  type ListingScope,
} from '../../shared/stores/listing-filter';
import { Drawer } from '../../shared/ui/Drawer';
import { useNarrowScreen } from '../../shared/ui/use-narrow-screen';
import { useRemote } from '../../shared/ui/use-remote';
import { loadFilterOptions, swatchColor, type ColorOption, type FilterOption } from './options';
import { t } from './messages';
import { PriceRange } from './PriceRange';

type ListKey = 'brand_id' | 'color_id' | 'size_id';

const toggled = (list: readonly number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]).sort((a, b) => a - b);

interface ListProps<T extends FilterOption> {
  options: T[];
  chosen: readonly number[];
  onToggle(id: number): void;
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="sf-filter__section">
      <legend className="sf-filter__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Brands({ options, chosen, onToggle }: ListProps<FilterOption>) {
  const id = useId();
  return (
    <Section legend={t('brand')}>
      <ul className="sf-filter__checks">
        {options.map((brand) => (
          <li key={brand.id}>
            <input id={`${id}-${brand.id}`} type="checkbox" checked={chosen.includes(brand.id)} onChange={() => onToggle(brand.id)} />
            <label htmlFor={`${id}-${brand.id}`}>{brand.admin_name}</label>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Buttons pressed when chosen (colour swatches, sizes); `buttonProps` gives each its look and name. */
function Toggles<T extends FilterOption>({
  legend,
  className,
  options,
  chosen,
  onToggle,
  buttonProps,
}: ListProps<T> & {
  legend: string;
  className: string;
  buttonProps(option: T): ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  return (
    <Section legend={legend}>
      <div className={className}>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={chosen.includes(option.id)}
            onClick={() => onToggle(option.id)}
            {...buttonProps(option)}
          />
        ))}
      </div>
    </Section>
  );
}

/** A colour swatch is named by the colour. */
const swatchButton = (color: ColorOption): ButtonHTMLAttributes<HTMLButtonElement> => ({
  className: 'sf-swatch',
  'aria-label': color.admin_name,
  title: color.admin_name,
  style: { backgroundColor: swatchColor(color.swatch_value) },
});
const sizeButton = (size: FilterOption): ButtonHTMLAttributes<HTMLButtonElement> => ({ className: 'sf-size', children: size.admin_name });

/**
 * On phones the panel waits behind a 'Filter' button in a drawer, so the products come first;
 * the button says how many filters are on. On wider screens it is the sidebar panel itself.
 */
function PhoneDrawer({ count, labelledBy, children }: { count: number; labelledBy: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="sf-filter-drawer">
      <button type="button" className="sf-button sf-filter-drawer__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="sf-filter-drawer__icon">
          ⚙
        </span>
        {t('open', { count })}
      </button>
      <Drawer open={open} labelledBy={labelledBy} onClose={() => setOpen(false)} className="sf-filter-drawer__dialog">
        {children}
      </Drawer>
    </div>
  );
}

/** 'Products Filter' of the category and brand pages; writes the state the listing reads. */
export function ProductFilter({ scope, id }: { scope: ListingScope; id: number }) {
  useSignals();
  const headingId = useId();
  const narrow = useNarrowScreen();
  const ceiling = priceCeiling(scope, id).value;
  const shared = listingFilter(scope, id).value.filter;
  const current = shared ?? unfiltered(ceiling);
  const options = useRemote((signal) => loadFilterOptions(scope, id, signal), [scope, id]);
  const update = (patch: Partial<ListingFilter>) => setListingFilter(scope, id, { ...current, ...patch });
  const toggle = (key: ListKey) => (value: number) => update({ [key]: toggled(current[key], value) });
  const { price, brands, colors, sizes } = options.data ?? { price: true, brands: null, colors: null, sizes: null };
  const maxPrice = options.data?.maxPrice ?? null;
  useEffect(() => setPriceCeiling(scope, id, maxPrice), [scope, id, maxPrice]);
  // Clear All also drops a drag that has not settled yet (a fresh slider has no pending commit).
  const [clears, setClears] = useState(0);
  const clearAll = () => {
    setClears((n) => n + 1);
    setListingFilter(scope, id, null);
  };

  const panel = (
    <section className="sf-filter" aria-labelledby={headingId}>
      <div className="sf-filter__head">
        <h2 id={headingId} className="sf-filter__title">
          {t('title')}
        </h2>
        <button type="button" className="sf-link sf-filter__clear" onClick={clearAll}>
          {t('clearAll')}
        </button>
      </div>
      {/* Shown until the answer says otherwise; a failed or empty answer keeps it (SPEC §8). */}
      {price && (
        <PriceRange
          key={clears}
          min={current.min_price}
          max={current.max_price}
          ceiling={ceiling}
          onCommit={(min, max) => update({ min_price: min, max_price: max })}
        />
      )}
      {brands && brands.length > 0 && <Brands options={brands} chosen={current.brand_id} onToggle={toggle('brand_id')} />}
      {colors && colors.length > 0 && (
        <Toggles
          legend={t('color')}
          className="sf-filter__swatches"
          options={colors}
          chosen={current.color_id}
          onToggle={toggle('color_id')}
          buttonProps={swatchButton}
        />
      )}
      {sizes && sizes.length > 0 && (
        <Toggles
          legend={t('size')}
          className="sf-filter__sizes"
          options={sizes}
          chosen={current.size_id}
          onToggle={toggle('size_id')}
          buttonProps={sizeButton}
        />
      )}
    </section>
  );
  if (!narrow) return panel;
  return (
    <PhoneDrawer count={activeFilterCount(shared, ceiling)} labelledBy={headingId}>
      {panel}
    </PhoneDrawer>
  );
}
