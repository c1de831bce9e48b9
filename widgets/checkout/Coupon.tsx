import { useId, useState } from 'react';
import type { Cart } from '../../shared/schemas/cart';
import { applyCoupon, removeCoupon } from '../../shared/stores/cart';
import { flashFailure, type FailureText } from '../../shared/stores/failure';
import { flash } from '../../shared/stores/flash';
import { useAction } from '../../shared/ui/use-action';

/** SPEC §8 coupon: the server's message; 400/422 are the shopper's to fix (warning), anything else an error. */
const COUPON_FAILED: FailureText = { fallback: 'Something went wrong. Please try again.', warnOn: [400, 422] };

export function Coupon({ cart }: { cart: Cart }) {
  const inputId = useId();
  const [code, setCode] = useState('');

  const [apply, applying] = useAction(async () => {
    const trimmed = code.trim();
    if (trimmed === '') {
      flash('warning', 'Please enter a coupon code.');
      return;
    }
    try {
      const answer = await applyCoupon(trimmed);
      flash('success', answer.message);
      setCode('');
    } catch (error) {
      flashFailure(error, COUPON_FAILED); // the typed code stays for a correction
    }
  });

  const [remove, removing] = useAction(async () => {
    try {
      const answer = await removeCoupon();
      flash('success', answer.message);
    } catch (error) {
      flashFailure(error, { fallback: 'Failed to remove coupon.', serverText: false });
    }
  });

  if (cart.coupon_code)
    return (
      <div className="sf-checkout__coupon">
        <p>
          Coupon applied: <strong>{cart.coupon_code}</strong>
        </p>
        <button type="button" className="sf-button" onClick={() => remove()} disabled={removing} aria-busy={removing || undefined}>
          Remove coupon
        </button>
      </div>
    );
  return (
    <form
      className="sf-checkout__coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor={inputId} className="sf-field__label">
        Coupon Code
      </label>
      <div className="sf-checkout__coupon-row">
        <input id={inputId} className="sf-field__input" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
        <button type="submit" className="sf-button" disabled={applying} aria-busy={applying || undefined}>
          {applying ? 'Applying...' : 'Apply Coupon'}
        </button>
      </div>
    </form>
  );
}
