import { useId } from 'react';
import { globals } from '../../shared/page/globals';
import { GuestAddress } from './GuestAddress';
import { SavedAddresses } from './SavedAddresses';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

/** The first step: a customer picks or adds a saved address, a guest types one in. */
export function AddressStep({ checkout }: { checkout: CheckoutFlow }) {
  const titleId = useId();
  return (
    <section className="sf-checkout__step" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('addressTitle')}</h2>
      {globals().isCustomer ? <SavedAddresses checkout={checkout} /> : <GuestAddress checkout={checkout} />}
      <p role="status" className="sf-checkout__status">
        {checkout.state.addressState === 'saving' ? t('savingAddress') : ''}
      </p>
    </section>
  );
}
