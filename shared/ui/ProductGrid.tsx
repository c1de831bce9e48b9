import type { ReactNode } from 'react';
import type { Product } from '../page/schemas/product';
import { itemListProps, type ItemList } from '../analytics/track';
import { isOffline } from '../net/http/errors';
import { LoadFailed } from './LoadFailed';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { Spinner } from './Spinner';
import type { Remote, RemoteState } from './use-remote';

interface ProductGridProps extends Omit<ProductCardProps, 'product' | 'price'> {
  products: readonly Product[] | undefined;
  state: RemoteState;
  label: string;
  /** Shown when the list is empty (SPEC texts differ per screen). */
  empty?: ReactNode;
  loadingLabel?: string;
  priceFor?: (product: Product) => ProductCardProps['price'];
  /** The list as analytics names it (a module constant): view_item_list when first seen, select_item when a card is followed. */
  list?: ItemList | undefined;
  /** The list's load (useRemote): one that failed offline says so, with a retry. */
  load?: Pick<Remote<unknown>, 'error' | 'reload'>;
}

/**
 * A list of product cards with its loading and empty states. A failed load shows the empty state
 * too (SPEC §8: list loads are logged only), except one that failed offline: an empty list would
 * read as "no products".
 */
export function ProductGrid({ products, state, label, empty, loadingLabel, priceFor, list: itemList, load, ...card }: ProductGridProps) {
  const list = products ?? [];
  if (state === 'loading' && !products) return <Spinner label={loadingLabel} />;
  if (state === 'error' && isOffline(load?.error)) return <LoadFailed error={load!.error} retry={load!.reload} />;
  return (
    <div className="sf-product-grid" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && <Spinner label={loadingLabel} />}
      {list.length === 0 ? (
        (empty ?? null)
      ) : (
        <ul className="sf-grid" aria-label={label} {...itemListProps(itemList, list)}>
          {list.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} price={priceFor?.(product)} {...card} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
