import { useCallback, useEffect, useId, useState } from 'react';
import { globals } from '../../shared/stores/globals';
import { Spinner } from '../../shared/ui/Spinner';
import { addressCreated, addressNotCreated, addressNotSaved, addressSaved, addressSummary, newAddressPayload } from './addresses';
import { chosenFromSaved, createAddress, loadAddresses, type SavedAddress } from './api';
import { NewAddressForm, type NewAddress } from './NewAddressForm';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

/** A customer's saved addresses as radios, and the form that adds one (SPEC §4). */
export function SavedAddresses({ checkout }: { checkout: CheckoutFlow }) {
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

  /** `announce: false` for an address whose creation was just announced: one success flash. */
  const choose = (a: SavedAddress, announce = true) =>
    void checkout.chooseAddress(String(a.id), chosenFromSaved(a)).then((saved) => {
      if (saved && announce) addressSaved();
    }, addressNotSaved);

  const onSave = async (a: NewAddress) => {
    const before = new Set((list ?? []).map((x) => x.id));
    const { id } = await createAddress(newAddressPayload(a));
    addressCreated();
    // The list reloads and the new address is chosen (SPEC §4).
    const fresh = await load();
    const created = fresh?.find((x) => x.id === id) ?? fresh?.find((x) => !before.has(x.id));
    setAdding(false);
    if (created) {
      choose(created, false);
      requestAnimationFrame(() => document.getElementById(`${name}-${created.id}`)?.focus());
    }
  };

  if (list === null) return <Spinner />;
  const showForm = adding || list.length === 0;
  return (
    <>
      {failed && (
        <p role="alert">
          {t('addressesFailed')}{' '}
          <button type="button" className="sf-link" onClick={() => void load()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {list.length > 0 && (
        <fieldset className="sf-checkout__choices">
          <legend>{t('billingAddress')}</legend>
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
              <span>{addressSummary(chosenFromSaved(a).payload)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {list.length > 0 && (
        <button type="button" className="sf-button" aria-expanded={showForm} onClick={() => setAdding(!adding)}>
          {adding ? t('back') : t('addNewAddress')}
        </button>
      )}
      {showForm && (
        <NewAddressForm
          title={t('addNewAddress')}
          defaults={{ email: globals().customer?.email ?? '' }}
          onSave={onSave}
          onError={addressNotCreated}
        />
      )}
    </>
  );
}
