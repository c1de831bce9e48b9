import { useEffect, useRef, useState } from 'react';
import { addressNotSaved, addressSaved, addressSummary, chosenFromForm } from './addresses';
import { NewAddressForm, type AddressValues, type NewAddress } from './NewAddressForm';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

/** Guests have no saved addresses: the inline form is how they give one. */
export function GuestAddress({ checkout }: { checkout: CheckoutFlow }) {
  const [values, setValues] = useState<AddressValues | undefined>(undefined);
  const [editing, setEditing] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  // Whichever view replaces the other takes the focus, so a keyboard user is never dropped.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    const node = box.current;
    (editing ? node?.querySelector<HTMLElement>('input, select') : node)?.focus();
  }, [editing]);
  const switchTo = (next: boolean) => {
    moved.current = true;
    setEditing(next);
  };
  const saved = checkout.state.addressKey === 'new' && checkout.state.address;
  const onSave = async (a: NewAddress) => {
    setValues(a);
    if (!(await checkout.chooseAddress('new', chosenFromForm(a)))) return;
    addressSaved();
    switchTo(false);
  };
  return (
    <div ref={box} tabIndex={-1} className="sf-checkout__guest">
      {saved && !editing ? (
        <div className="sf-checkout__saved">
          <p>{addressSummary(saved.payload)}</p>
          <button type="button" className="sf-button" onClick={() => switchTo(true)}>
            {t('changeAddress')}
          </button>
        </div>
      ) : (
        <NewAddressForm title={t('shippingAddress')} defaults={values} onSave={onSave} failed={addressNotSaved} />
      )}
    </div>
  );
}
