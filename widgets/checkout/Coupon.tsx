import { useId, useState } from 'react';
import { HttpError, serverMessage } from '../../shared/http/errors';
import type { Cart } from '../../shared/schemas/cart';
import { applyCoupon, removeCoupon } from '../../shared/stores/cart';
import { flash } from '../../shared/stores/flash';
import { useAction } from '../../shared/ui/use-action';

const COUPON_FAILED = 'Something went wrong. Please try again.';

/** SPEC §8 coupon: 400/422 are the shopper's to fix (warning), anything else an error. */
export function couponFailure(error: unknown): void {
  const theirs = error instanceof HttpError && (error.status === 400 || error.status === 422);
  flash(theirs ? 'warning' : 'error', serverMessage(error, COUPON_FAILED));
}

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
      couponFailure(error); // the typed code stays for a correction
    }
  });

  const [remove, removing] = useAction(async () => {
    try {
      const answer = await removeCoupon();
      flash('success', answer.message);
    } catch {
      flash('error', 'Failed to remove coupon.');
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
