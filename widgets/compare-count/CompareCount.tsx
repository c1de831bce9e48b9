import { useCompare } from '../../shared/stores/use-compare';
import { CountBadge } from '../../shared/ui/CountBadge';
import { t } from './messages';

/**
 * Header badge: the compare list size from the shared store (guest storage or the
 * server), live for this page's islands and for other tabs (the old count went stale, Bagisto #10705).
 */
export function CompareCount() {
  const { ids } = useCompare();
  return <CountBadge href="/compare" name={t('name')} icon="⇄" count={ids.length} />;
}
