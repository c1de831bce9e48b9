import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { compareIds, ensureCompare, followOtherTabs } from '../../shared/stores/compare';
import { CountBadge } from '../../shared/ui/CountBadge';

/**
 * Header badge: the compare list size from the shared store (guest storage or the
 * server), live for this page's islands and for other tabs (the old count went stale, #10705).
 */
export function CompareCount() {
  useSignals();
  useEffect(() => {
    void ensureCompare();
    return followOtherTabs();
  }, []);
  return <CountBadge href="/compare" name="Compare" icon="⇄" count={compareIds.value.length} />;
}
