import { useEffect, useId, useState } from 'react';
import { globals } from '../../shared/page/globals';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { ADDRESS_NOT_CREATED, addressCreated, addressNotSaved, addressSaved, addressSummary, newAddressPayload } from './addresses';
import { chosenFromSaved, createAddress, loadAddresses, type SavedAddress } from './api';
import { NewAddressForm, type NewAddress } from './NewAddressForm';
import type { CheckoutFlow } from './use-checkout';
import { t } from './messages';

/** A customer's saved addresses as radios, and the form that adds one (SPEC §4). */
export function SavedAddresses({ checkout }: { checkout: CheckoutFlow }) {
  const name = useId();
  const addresses = useRemote(loadAddresses, []);
  const [adding, setAdding] = useState(false);
  /** An address just created: chosen once the reload that follows brings the list that holds it. */
  const [created, setCreated] = useState<{ id: number | null; before: readonly SavedAddress[] | undefined } | null>(null);

  /** `announce: false` for an address whose creation was just announced: one success flash. */
  const choose = (a: SavedAddress, announce = true) =>
    void checkout.chooseAddress(String(a.id), chosenFromSaved(a)).then((saved) => {
      if (saved && announce) addressSaved();
    }, addressNotSaved);

  useEffect(() => {
    // Still the list from before the creation: its reload has not answered yet.
    if (!created || addresses.state === 'loading' || (addresses.state === 'ready' && addresses.data === created.before)) return;
    setCreated(null);
    const before = new Set((created.before ?? []).map((x) => x.id));
    const fresh = addresses.data ?? [];
    const found = fresh.find((x) => x.id === created.id) ?? fresh.find((x) => !before.has(x.id));
    if (addresses.state !== 'ready' || !found) return;
    choose(found, false);
    requestAnimationFrame(() => document.getElementById(`${name}-${found.id}`)?.focus());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs as the reload after a creation answers; `choose` is new each render
  }, [created, addresses.state, addresses.data]);

  const onSave = async (a: NewAddress) => {
    const before = addresses.data;
    const { id } = await createAddress(newAddressPayload(a));
    addressCreated();
    // The list reloads and the new address is chosen (SPEC §4).
    setAdding(false);
    setCreated({ id, before });
    addresses.reload();
  };

  // A failed load keeps the list it had (none, the first time) beside the notice.
  const list = addresses.data ?? [];
  const failed = addresses.state === 'error';
  if (addresses.state === 'loading' && addresses.data === undefined) return <Spinner />;
  const showForm = adding || list.length === 0;
  return (
    <>
      {failed && (
        <p role="alert">
          {t('addressesFailed')}{' '}
          <button type="button" className="sf-link" onClick={addresses.reload}>
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
          failed={ADDRESS_NOT_CREATED}
          flashEachField
        />
      )}
    </>
  );
}
