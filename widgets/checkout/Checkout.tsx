import { useEffect, useRef } from 'react';
import { globals } from '../../shared/page/globals';
import { useCart } from '../../shared/stores/use-cart';
import { CartLoadFailed } from '../../shared/ui/CartStates';
import { EmptyCart } from '../../shared/ui/EmptyCart';
import { Spinner } from '../../shared/ui/Spinner';
import { AddressStep } from './AddressStep';
import { trackBeginCheckout } from './events';
import { PaymentStep } from './PaymentStep';
import { PlaceOrder } from './PlaceOrder';
import { ShippingStep } from './ShippingStep';
import { Summary } from './Summary';
import { useCheckout } from './use-checkout';
import { useCourierFee } from './use-courier-fee';

/** SPEC §2 Checkout (/checkout/onepage/), in SPEC §4's order: address, shipping, payment, order. */
export function Checkout() {
  const { cart, state } = useCart();
  const checkout = useCheckout();
  const fee = useCourierFee(globals().courierActive, checkout.state, cart);
  const began = useRef(false);
  useEffect(() => {
    if (began.current || !cart || cart.items.length === 0) return;
    began.current = true;
    trackBeginCheckout(cart);
  }, [cart]);

  if (!cart && (state === 'idle' || state === 'loading')) return <Spinner />;
  if (!cart && state === 'error') return <CartLoadFailed />;
  if (!cart || cart.items.length === 0) return <EmptyCart />;
  return (
    <div className="sf-checkout">
      <div className="sf-checkout__steps">
        <AddressStep checkout={checkout} />
        <ShippingStep checkout={checkout} />
        <PaymentStep checkout={checkout} />
      </div>
      <div className="sf-checkout__side">
        <Summary cart={cart} fee={fee} shippingChosen={checkout.state.shippingState === 'saved'} />
        <PlaceOrder checkout={checkout} cart={cart} />
      </div>
    </div>
  );
}
