import { redirectOf } from '../../shared/net/navigate';
import { HttpError } from '../../shared/net/http/errors';
import { flashFailure } from '../../shared/stores/failure';
import { globals } from '../../shared/page/globals';
import { ChoiceStep } from './Choices';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

/** SPEC §9: Express and Regular, named after Pathao when the courier is Active. */
function shippingLabel(code: string, courier: boolean): string {
  if (code === 'flatrate_flatrate') return courier ? t('pathaoExpress') : t('express');
  if (code === 'free_free') return courier ? t('pathaoRegular') : t('regular');
  return code;
}

/** SPEC §8 shipping method save: a 403 naming a redirect_url is a warning (never followed), anything else an error. */
function shippingNotSaved(error: unknown): void {
  const refused = error instanceof HttpError && error.status === 403 && redirectOf(error.body, ['redirect_url']) !== undefined;
  if (refused) flashFailure(error, { fallback: t('shippingRefused'), serverText: false, level: 'warning' });
  else flashFailure(error, { fallback: t('shippingNotSaved'), serverText: false });
}

/** Shown once an address is saved; choosing a method saves it and brings the payment methods. */
export function ShippingStep({ checkout }: { checkout: CheckoutFlow }) {
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
      title={t('shippingMethod')}
      empty={t('noShippingMethod')}
      choices={choices}
      chosen={shipping}
      onChoose={(code) => void checkout.chooseShipping(code).catch(shippingNotSaved)}
      saving={shippingState === 'saving' ? t('savingShipping') : null}
    />
  );
}
