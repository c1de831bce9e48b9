import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { dismissFlash, flash, flashes, holdFlash, releaseFlash, takeNextPageFlashes, type FlashMessage } from '../../shared/stores/flash';
import { globals } from '../../shared/stores/globals';

let serverFlashShown = false;

/** Server-side flashes and those the previous page left, shown once per page however many banners mount. */
function showServerFlash(): void {
  if (serverFlashShown) return;
  serverFlashShown = true;
  for (const { type, message } of [...globals().flash, ...takeNextPageFlashes()]) flash(type, message);
}

function Message({ item }: { item: FlashMessage }) {
  return (
    <div
      className={`sf-flash__item sf-flash__item--${item.type}`}
      onMouseEnter={() => holdFlash(item.id)}
      onMouseLeave={() => releaseFlash(item.id)}
      onFocus={() => holdFlash(item.id)}
      onBlur={() => releaseFlash(item.id)}
    >
      <span className="sf-flash__text">{item.message}</span>
      <button type="button" className="sf-flash__close" aria-label="Close" onClick={() => dismissFlash(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The flash banner (SPEC §2 page furniture, §4 flash states). Two live regions
 * that exist before any message does, so screen readers announce each one:
 * polite status for info and success, assertive alert for warning and error.
 */
export function FlashMessages() {
  useSignals();
  useEffect(showServerFlash, []);
  const all = flashes.value;
  const urgent = all.filter((f) => f.type === 'warning' || f.type === 'error');
  const calm = all.filter((f) => f.type === 'info' || f.type === 'success');
  return (
    <div className="sf-flash" data-empty={all.length === 0 ? '' : undefined}>
      <div role="alert" className="sf-flash__region">
        {urgent.map((item) => (
          <Message key={item.id} item={item} />
        ))}
      </div>
      <div role="status" className="sf-flash__region">
        {calm.map((item) => (
          <Message key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}

/** Tests mount many banners on one page lifetime. */
export function resetServerFlash(): void {
  serverFlashShown = false;
}
