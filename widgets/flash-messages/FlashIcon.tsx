import type { FlashType } from '../../shared/stores/flash';

// 20×20 line icons drawn in currentColor (the type's colour), so no emoji font decides their look.
const PATHS: Record<FlashType, string> = {
  success: 'M6 10.5l2.6 2.6L14.2 7.4',
  error: 'M7.2 7.2l5.6 5.6M12.8 7.2l-5.6 5.6',
  warning: 'M10 6.2v4.6M10 13.6v.1',
  info: 'M10 9v5M10 6.3v.1',
};

/** Decorative: the live region and the text carry the meaning; the shape tells types apart without colour. */
export function FlashIcon({ type }: { type: FlashType }) {
  return (
    <svg className="sf-flash__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {type === 'warning' ? (
        <path d="M10 2.2L18.4 17H1.6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      ) : (
        <circle cx="10" cy="10" r="8.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
      <path d={PATHS[type]} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
