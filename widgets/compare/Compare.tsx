import { useRef, useState } from 'react';
import { removeFromCompare } from '../../shared/stores/compare-edits';
import { flashFailure, ownMessage } from '../../shared/stores/failure';
import { flash } from '../../shared/stores/flash';
import { useCompare } from '../../shared/stores/use-compare';
import { Spinner } from '../../shared/ui/Spinner';
import { isRepeatedClick } from '../../shared/ui/use-action';
import { useRemote } from '../../shared/ui/use-remote';
import { CompareTable } from './CompareTable';
import type { CompareProduct } from '../../shared/net/http/routes/compare';
import { loadCompareProducts } from './load';
import { t } from './messages';

/** SPEC §2 /compare for guests (browser storage) and customers (server). */
export function Compare() {
  // The store's ids are the truth after a removal here or in another tab (the badge reads them too).
  const { ids } = useCompare();
  const remote = useRemote(loadCompareProducts, []);
  const [removing, setRemoving] = useState<number | null>(null);
  const busy = useRef(false);

  const remove = async (product: CompareProduct) => {
    if (busy.current || isRepeatedClick()) return;
    busy.current = true;
    setRemoving(product.id);
    try {
      await removeFromCompare(product.id);
      flash('success', t('removed'));
    } catch (error) {
      // SPEC §8 is silent on removal: the failure's own message, always an error.
      flashFailure(error, { fallback: ownMessage });
    } finally {
      busy.current = false;
      setRemoving(null);
    }
  };

  if (remote.state === 'loading' && !remote.data) return <Spinner />;
  if (remote.state === 'error') {
    return (
      <div className="sf-compare__empty" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="sf-button" onClick={remote.reload}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const products = (remote.data ?? []).filter((p) => ids.includes(p.id));
  if (products.length === 0) return <p className="sf-compare__empty">{t('empty')}</p>;
  return <CompareTable products={products} removing={removing} onRemove={(p) => void remove(p)} />;
}
