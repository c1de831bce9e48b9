import { globals } from '../../shared/stores/globals';
import { ChoiceStep } from './Choices';
import type { Checkout } from './use-checkout';

/** SPEC §9: Express and Regular, named after Pathao when the courier is Active. */
export function shippingLabel(code: string, courier: boolean): string {
  if (code === 'flatrate_flatrate') return courier ? 'Pathao Express' : 'Express';
  if (code === 'free_free') return courier ? 'Pathao Regular' : 'Regular';
  return code;
}

/** Shown once an address is saved; choosing a method saves it and brings the payment methods. */
export function ShippingStep({ checkout }: { checkout: Checkout }) {
  const { addressState, rates, shipping, shippingState } = checkout.state;
  if (addressState !== 'saved') return null;
  const courier = globals().courierActive;
  const choices = rates.map((rate) => {
    const price = rate.base_formatted_price || rate.formatted_price;
    return {
      value: rate.method,
      label: shippingLabel(rate.method, courier),
      extra: price ? <span className="sf-checkout__price">{price}</span> : null,
    };
  });
  return (
    <ChoiceStep
      title="Shipping Method"
      empty="No shipping method is available for this address."
      choices={choices}
      chosen={shipping}
      onChoose={(code) => void checkout.chooseShipping(code)}
      saving={shippingState === 'saving' ? 'Saving shipping method...' : null}
    />
  );
}
