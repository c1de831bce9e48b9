import { useEffect } from 'react';
import { compareIds, compareResource, followOtherTabs } from './compare';
import { useResource } from './use-resource';

/** The compared ids for a component, loaded once per page and following other tabs' changes. */
export function useCompare() {
  const { state } = useResource(compareResource, 'compare list');
  useEffect(() => followOtherTabs(), []);
  return { ids: compareIds.value, state };
}
