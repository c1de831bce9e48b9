import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { reportProblem } from '../page/report';
import type { Resource, ResourceState } from './resource';

/**
 * A component's read of a shared resource: re-renders on every change and loads it on mount
 * (`fresh`: reads it again even when loaded, for the page that shows the list itself). A failed
 * load is only logged (SPEC §8); the state says 'error' for the island to show.
 */
export function useResource<T>(resource: Resource<T>, what: string, fresh = false): { data: T; state: ResourceState } {
  useSignals();
  useEffect(() => {
    (fresh ? resource.refresh() : resource.ensure()).catch((error: unknown) => reportProblem('fetch', `${what} failed to load`, error));
  }, [resource, what, fresh]);
  return { data: resource.data.value, state: resource.state.value };
}
