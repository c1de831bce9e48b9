import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { compareIds, followOtherTabs, removeFromCompare } from '../../shared/stores/compare';
import { flash } from '../../shared/stores/flash';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { CompareTable } from './CompareTable';
import { loadCompareProducts, type CompareProduct } from './load';

/** SPEC §2 /compare for guests (browser storage) and customers (server). */
export function Compare() {
  useSignals();
  const remote = useRemote(loadCompareProducts, []);
  const [removing, setRemoving] = useState<number | null>(null);
  const busy = useRef(false);
  useEffect(() => followOtherTabs(), []);

  const remove = async (product: CompareProduct) => {
    if (busy.current) return;
    busy.current = true;
    setRemoving(product.id);
    try {
      const outcome = await removeFromCompare(product.id);
      flash(outcome.type, outcome.message);
    } finally {
      busy.current = false;
      setRemoving(null);
    }
  };

  if (remote.state === 'loading' && !remote.data) return <Spinner />;
  if (remote.state === 'error') {
    return (
      <div className="sf-compare__empty" role="alert">
        <p>Your compare list could not be loaded.</p>
        <button type="button" className="sf-button" onClick={remote.reload}>
          Try again
        </button>
      </div>
    );
  }
  // The store's ids are the truth after a removal here or in another tab (the badge reads them too).
  const ids = compareIds.value;
  const products = (remote.data ?? []).filter((p) => ids.includes(p.id));
  if (products.length === 0) return <p className="sf-compare__empty">Your Compare List is Empty!</p>;
  return <CompareTable products={products} removing={removing} onRemove={(p) => void remove(p)} />;
}
