import { useEffect, useRef, type ReactNode } from 'react';
import type { Product } from '../schemas/product';
import { analytics, type ItemList } from '../track';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { Spinner } from './Spinner';
import type { RemoteState } from './use-remote';

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
}

/** Watches a rendered product list for analytics, on a page with a data layer only (shared/ga4.ts). */
export function useItemList(list: ItemList | undefined, products: readonly Product[]) {
  const ref = useRef<HTMLUListElement>(null);
  const latest = useRef(products);
  latest.current = products;
  const shown = products.length > 0;
  useEffect(() => {
    const el = ref.current;
    const ga4 = list && el && analytics();
    if (!ga4) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    ga4.then((m) => live && (stop = m.watchList(el, list, () => latest.current))).catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [list, shown]);
  return ref;
}

/**
 * A list of product cards with its loading and empty states. A failed load
 * shows the empty state too: SPEC §8 says list loads are logged only.
 */
export function ProductGrid({ products, state, label, empty, loadingLabel, priceFor, list: itemList, ...card }: ProductGridProps) {
  const list = products ?? [];
  const ref = useItemList(itemList, list);
  if (state === 'loading' && !products) return <Spinner label={loadingLabel} />;
  return (
    <div className="sf-product-grid" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && <Spinner label={loadingLabel} />}
      {list.length === 0 ? (
        (empty ?? null)
      ) : (
        <ul className="sf-grid" aria-label={label} ref={ref}>
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
