import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { HttpError } from '../../shared/http/errors';
import { flash } from '../../shared/stores/flash';
import { globals } from '../../shared/stores/globals';
import { Spinner } from '../../shared/ui/Spinner';
import { chosenFromSaved, createAddress, loadAddresses, type ChosenAddress, type SavedAddress } from './api';
import { NewAddressForm, type AddressValues, type NewAddress } from './NewAddressForm';
import type { Checkout } from './use-checkout';

export function describe(a: Pick<ChosenAddress['payload'], 'first_name' | 'last_name' | 'address' | 'area' | 'city' | 'state' | 'postcode' | 'phone'>): string {
  const place = [...a.address, a.area, a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return `${a.first_name} ${a.last_name}, ${place}${a.phone ? `, ${a.phone}` : ''}`;
}

/** The typed-in address as the checkout payload and the courier's location. */
export function chosenFromForm(a: NewAddress): ChosenAddress {
  return {
    payload: {
      company_name: '',
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email,
      address: [a.address],
      country: 'BD',
      state: a.zone,
      city: a.city,
      area: a.area,
      postcode: a.postcode,
      phone: a.phone,
    },
    location: { cityId: Number(a.city_id), cityName: a.city, zoneId: Number(a.zone_id), zoneName: a.zone },
  };
}

/** SPEC §8 create address: one flash per invalid field ('field: message'), else the generic text. */
async function saveNewAddress(a: NewAddress): Promise<{ id: number | null } | HttpError | null> {
  try {
    const created = await createAddress({
      ...chosenFromForm(a).payload,
      vat_id: '',
      default_address: 0,
      city_id: a.city_id,
      zone_id: a.zone_id,
      area_id: a.area_id,
    });
    flash('success', 'Address Saved Successfully');
    return created;
  } catch (error) {
    if (error instanceof HttpError && error.isValidation) {
      for (const [field, message] of error.fieldMessages()) flash('error', `${field}: ${message}`);
      return error;
    }
    flash('error', 'Error saving address. Please try again later.');
    return null;
  }
}

function SavedAddresses({ checkout }: { checkout: Checkout }) {
  const name = useId();
  const [list, setList] = useState<SavedAddress[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const load = useCallback(async () => {
    const controller = new AbortController();
    try {
      const found = await loadAddresses(controller.signal);
      setList(found);
      setFailed(false);
      return found;
    } catch (error) {
      console.error('[storefront] addresses failed to load', error);
      setFailed(true);
      setList((old) => old ?? []);
      return null;
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const choose = (a: SavedAddress, quiet = false) => void checkout.chooseAddress(String(a.id), chosenFromSaved(a), { quiet });

  const onSave = async (a: NewAddress) => {
    const before = new Set((list ?? []).map((x) => x.id));
    const result = await saveNewAddress(a);
    if (result === null || result instanceof HttpError) return result;
    // The list reloads and the new address is chosen (SPEC §4).
    const fresh = await load();
    const created = fresh?.find((x) => x.id === result.id) ?? fresh?.find((x) => !before.has(x.id));
    setAdding(false);
    if (created) {
      // 'Address Saved Successfully' has just been flashed: choosing it adds no second success.
      choose(created, true);
      requestAnimationFrame(() => document.getElementById(`${name}-${created.id}`)?.focus());
    }
    return null;
  };

  if (list === null) return <Spinner />;
  const showForm = adding || list.length === 0;
  return (
    <>
      {failed && (
        <p role="alert">
          Your saved addresses could not be loaded.{' '}
          <button type="button" className="sf-link" onClick={() => void load()}>
            Try again
          </button>
        </p>
      )}
      {list.length > 0 && (
        <fieldset className="sf-checkout__choices">
          <legend>Billing Address</legend>
          {list.map((a) => (
            <label key={a.id} className="sf-checkout__choice">
              <input
                id={`${name}-${a.id}`}
                type="radio"
                name={name}
                value={String(a.id)}
                checked={checkout.state.addressKey === String(a.id)}
                onChange={() => choose(a)}
              />
              <span>{describe(chosenFromSaved(a).payload)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {list.length > 0 && (
        <button type="button" className="sf-button" aria-expanded={showForm} onClick={() => setAdding(!adding)}>
          {adding ? 'Back' : 'Add New Address'}
        </button>
      )}
      {showForm && <NewAddressForm title="Add New Address" defaults={{ email: globals().customer?.email ?? '' }} onSave={onSave} />}
    </>
  );
}

/** Guests have no saved addresses: the inline form is how they give one. */
function GuestAddress({ checkout }: { checkout: Checkout }) {
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
    const outcome = await checkout.chooseAddress('new', chosenFromForm(a));
    if (outcome === 'saved') switchTo(false);
    return outcome instanceof HttpError ? outcome : null;
  };
  return (
    <div ref={box} tabIndex={-1} className="sf-checkout__guest">
      {saved && !editing ? (
        <div className="sf-checkout__saved">
          <p>{describe(saved.payload)}</p>
          <button type="button" className="sf-button" onClick={() => switchTo(true)}>
            Change address
          </button>
        </div>
      ) : (
        <NewAddressForm title="Shipping Address" defaults={values} onSave={onSave} />
      )}
    </div>
  );
}

export function AddressStep({ checkout }: { checkout: Checkout }) {
  const titleId = useId();
  return (
    <section className="sf-checkout__step" aria-labelledby={titleId}>
      <h2 id={titleId}>Address</h2>
      {globals().isCustomer ? <SavedAddresses checkout={checkout} /> : <GuestAddress checkout={checkout} />}
      <p role="status" className="sf-checkout__status">
        {checkout.state.addressState === 'saving' ? 'Saving address...' : ''}
      </p>
    </section>
  );
}
