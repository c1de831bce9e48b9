import { useId } from 'react';
import { globals } from '../../shared/stores/globals';
import type { Rate } from './api';
import type { Checkout } from './use-checkout';

/** SPEC §9: Express and Regular, named after Pathao when the courier is Active. */
export function shippingLabel(code: string, courier: boolean): string {
  if (code === 'flatrate_flatrate') return courier ? 'Pathao Express' : 'Express';
  if (code === 'free_free') return courier ? 'Pathao Regular' : 'Regular';
  return code;
}

const priceOf = (rate: Rate) => rate.base_formatted_price || rate.formatted_price;

/** Shown once an address is saved; choosing a method saves it and brings the payment methods. */
export function ShippingStep({ checkout }: { checkout: Checkout }) {
  const titleId = useId();
  const name = useId();
  const { addressState, rates, shipping, shippingState } = checkout.state;
  if (addressState !== 'saved') return null;
  const courier = globals().courierActive;
  return (
    <section className="sf-checkout__step" aria-labelledby={titleId}>
      <h2 id={titleId}>Shipping Method</h2>
      {rates.length === 0 ? (
        <p>No shipping method is available for this address.</p>
      ) : (
        <fieldset className="sf-checkout__choices">
          <legend className="sf-visually-hidden">Shipping Method</legend>
          {rates.map((rate) => (
            <label key={rate.method} className="sf-checkout__choice">
              <input
                type="radio"
                name={name}
                value={rate.method}
                checked={shipping === rate.method}
                onChange={() => void checkout.chooseShipping(rate.method)}
              />
              <span>{shippingLabel(rate.method, courier)}</span>
              {priceOf(rate) && <span className="sf-checkout__price">{priceOf(rate)}</span>}
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className="sf-checkout__status">
        {shippingState === 'saving' ? 'Saving shipping method...' : ''}
      </p>
    </section>
  );
}
