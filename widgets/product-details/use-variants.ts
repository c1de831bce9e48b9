import { useCallback, useState } from 'react';
import { call } from '../../shared/net/http/client';
import { variantProducts, type Variant } from '../../shared/net/http/routes/variants';
import { useRemote, type RemoteState } from '../../shared/ui/use-remote';

const PARAM = 'variant';

function variantInUrl(): number | undefined {
  const raw = new URL(window.location.href).searchParams.get(PARAM);
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Keeps the choice in the address (?variant=ID) so a shared link opens it; no history entry per click. */
function writeUrl(id: number): void {
  const url = new URL(window.location.href);
  url.searchParams.set(PARAM, String(id));
  window.history.replaceState(window.history.state, '', url.href);
}

export interface Variants {
  list: readonly Variant[];
  state: RemoteState;
  chosen: Variant | undefined;
  choose(id: number): void;
}

/**
 * GET /get/variant-products/{id} for products with variants. The chosen
 * variant is the one named in the URL, else the first (its prices are the
 * ones SPEC §4 shows by default).
 */
export function useVariants(productId: number, hasVariants: boolean): Variants {
  const remote = useRemote(
    (signal) => (hasVariants ? call(variantProducts, { params: { productId }, signal }) : Promise.resolve([] as Variant[])),
    [productId, hasVariants],
  );
  const [picked, setPicked] = useState<number | undefined>(variantInUrl);
  const list = remote.data ?? [];
  const chosen = list.find((v) => v.id === picked) ?? list[0];
  const choose = useCallback((id: number) => {
    setPicked(id);
    writeUrl(id);
  }, []);
  return { list, state: remote.state, chosen, choose };
}
