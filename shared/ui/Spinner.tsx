import { t } from './messages';

/** A loading indicator that screen readers announce politely. */
export function Spinner({ label = t('loading') }: { label?: string }) {
  return (
    <div className="sf-spinner" role="status" aria-live="polite">
      <span className="sf-spinner__ring" aria-hidden="true" />
      <span className="sf-spinner__label">{label}</span>
    </div>
  );
}
