import { compareIds, compareResource } from './compare';
import { useResource } from './use-resource';

/** The compared ids for a component, loaded once per page and following other tabs' changes (the store's channel). */
export function useCompare() {
  const { state } = useResource(compareResource, 'compare list');
  return { ids: compareIds.value, state };
}
