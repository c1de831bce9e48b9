import { useId } from 'react';
import { formatPrice } from '../../shared/text/format/price';
import { Spinner } from '../../shared/ui/Spinner';
import { t } from './messages';
import type { ProductPage } from './schema';
import { optionLabel, variantPrice } from './pricing';
import type { Variants } from './use-variants';

/**
 * A labelled radio group of the product's variants, each with its price, drawn as the kernel's
 * chips: native radios, so arrow keys move the choice and the fieldset names the group.
 */
export function VariantPicker({ product, variants }: { product: ProductPage; variants: Variants }) {
  const name = useId();
  if (variants.state === 'loading' && variants.list.length === 0) return <Spinner label={t('loadingOptions')} />;
  if (variants.list.length === 0) return null;
  return (
    <fieldset className="sf-variants">
      <legend className="sf-variants__legend">{t('options')}</legend>
      <div className="sf-variants__list">
        {variants.list.map((variant) => (
          <label key={variant.id} className="sf-chip sf-variants__option">
            <input
              className="sf-chip__input"
              type="radio"
              name={name}
              value={variant.id}
              checked={variants.chosen?.id === variant.id}
              onChange={() => variants.choose(variant.id)}
            />
            <span>{optionLabel(variant.name, product.name)}</span>
            <span className="sf-variants__price">{formatPrice(variantPrice(variant, product).current)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
