import { useId } from 'react';
import type { Checkout } from './use-checkout';

/** Payment methods appear only after a shipping method is saved (SPEC §4); only cash on delivery. */
export function PaymentStep({ checkout }: { checkout: Checkout }) {
  const titleId = useId();
  const name = useId();
  const { shippingState, payments, payment, paymentState } = checkout.state;
  if (shippingState !== 'saved') return null;
  return (
    <section className="sf-checkout__step" aria-labelledby={titleId}>
      <h2 id={titleId}>Payment Method</h2>
      {payments.length === 0 ? (
        <p>No payment method is available.</p>
      ) : (
        <fieldset className="sf-checkout__choices">
          <legend className="sf-visually-hidden">Payment Method</legend>
          {payments.map((method) => (
            <label key={method.method} className="sf-checkout__choice">
              <input
                type="radio"
                name={name}
                value={method.method}
                checked={payment?.method === method.method}
                onChange={() => void checkout.choosePayment(method)}
              />
              <span>
                {method.method_title || method.method}
                {method.description && <small className="sf-checkout__hint">{method.description}</small>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className="sf-checkout__status">
        {paymentState === 'saving' ? 'Saving payment method...' : ''}
      </p>
    </section>
  );
}
