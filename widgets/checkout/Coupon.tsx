import { useId, useState } from 'react';
import type { Cart } from '../../shared/page/schemas/cart';
import { applyCoupon, removeCoupon } from '../../shared/stores/cart-edits';
import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { flashFailure, type FailureText } from '../../shared/stores/failure';
import { flash } from '../../shared/stores/flash';
import { useAction } from '../../shared/ui/use-action';
import { t } from './messages';

/** SPEC §8 coupon: the server's message; 400/422 are the shopper's to fix (warning), anything else an error. */
const COUPON_FAILED: FailureText = { fallback: () => t('couponFailed'), warnOn: [400, 422] };

/** 'Coupon applied: CODE' as one message, the code in bold wherever the language puts it. */
function CouponApplied({ code }: { code: string }) {
  const mark = '\u0000';
  const [before = '', after = ''] = t('couponApplied', { code: mark }).split(mark);
  return (
    <>
      {before}
      <strong>{code}</strong>
      {after}
    </>
  );
}

export function Coupon({ cart }: { cart: Cart }) {
  const inputId = useId();
  const [code, setCode] = useState('');

  const [apply, applying] = useSendForm({
    send: applyCoupon,
    succeeded: (answer) => answer.message,
    onSent: () => setCode(''),
    failed: COUPON_FAILED, // the typed code stays for a correction
  });

  const [remove, removing] = useAction(async () => {
    try {
      const answer = await removeCoupon();
      flash('success', answer.message);
    } catch (error) {
      flashFailure(error, { fallback: t('removeCouponFailed'), serverText: false });
    }
  });

  if (cart.coupon_code)
    return (
      <div className="sf-checkout__coupon">
        <p>
          <CouponApplied code={cart.coupon_code} />
        </p>
        <button type="button" className="sf-button" onClick={() => remove()} disabled={removing} aria-busy={removing || undefined}>
          {t('removeCoupon')}
        </button>
      </div>
    );
  return (
    <form
      className="sf-checkout__coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim();
        if (trimmed === '') flash('warning', t('enterCoupon'));
        else apply(trimmed);
      }}
    >
      <label htmlFor={inputId} className="sf-field__label">
        {t('couponCode')}
      </label>
      <div className="sf-checkout__coupon-row">
        <input id={inputId} className="sf-field__input" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
        <button type="submit" className="sf-button" disabled={applying} aria-busy={applying || undefined}>
          {applying ? t('applying') : t('applyCoupon')}
        </button>
      </div>
    </form>
  );
}
