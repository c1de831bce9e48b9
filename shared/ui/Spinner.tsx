/** A loading indicator that screen readers announce politely. */
export function Spinner({ label = 'Loading ...' }: { label?: string }) {
  return (
    <div className="sf-spinner" role="status" aria-live="polite">
      <span className="sf-spinner__ring" aria-hidden="true" />
      <span className="sf-spinner__label">{label}</span>
    </div>
  );
}
