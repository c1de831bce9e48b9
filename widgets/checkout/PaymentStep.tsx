import { flashFailure } from '../../shared/stores/failure';
import { ChoiceStep } from './Choices';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

// SPEC §8 names no text for this call; worded like its shipping-method sibling.
const paymentNotSaved = (error: unknown) => void flashFailure(error, { fallback: t('paymentNotSaved'), serverText: false });

/** Payment methods appear only after a shipping method is saved (SPEC §4); only cash on delivery. */
export function PaymentStep({ checkout }: { checkout: CheckoutFlow }) {
  const { shippingState, payments, payment, paymentState } = checkout.state;
  if (shippingState !== 'saved') return null;
  const choices = payments.map((method) => ({
    value: method.method,
    label: (
      <>
        {method.method_title || method.method}
        {method.description && <small className="sf-checkout__hint">{method.description}</small>}
      </>
    ),
  }));
  return (
    <ChoiceStep
      title={t('paymentMethod')}
      empty={t('noPaymentMethod')}
      choices={choices}
      chosen={payment?.method ?? null}
      onChoose={(code) => {
        const method = payments.find((m) => m.method === code);
        if (method) void checkout.choosePayment(method).catch(paymentNotSaved);
      }}
      saving={paymentState === 'saving' ? t('savingPayment') : null}
    />
  );
}
