import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import {
  dismissFlash,
  flash,
  FLASH_LIMIT,
  flashes,
  holdFlash,
  releaseFlash,
  takeNextPageFlashes,
  type FlashMessage,
} from '../../shared/stores/flash';
import { takeServerFlashes } from '../../shared/page/globals';
import { FlashIcon } from './FlashIcon';
import { t } from './messages';

/**
 * Server-side flashes (once per globals block, however many banners mount, and again for the
 * next block a Turbo visit brings) and those the previous page left.
 */
function showServerFlash(): void {
  for (const { type, message } of [...takeServerFlashes(), ...takeNextPageFlashes()]) flash(type, message);
}

/** `slot` is the message's row on screen, 1 = newest (style.css places it across both regions). */
function Message({ item, slot }: { item: FlashMessage; slot: number }) {
  return (
    <div
      className={`sf-flash__item sf-flash__item--${item.type}`}
      data-slot={slot}
      onMouseEnter={() => holdFlash(item.id)}
      onMouseLeave={() => releaseFlash(item.id)}
      onFocus={() => holdFlash(item.id)}
      onBlur={() => releaseFlash(item.id)}
    >
      <FlashIcon type={item.type} />
      <span className="sf-flash__text">{item.message}</span>
      {item.action === 'reload' && (
        <button type="button" className="sf-button sf-button--primary sf-flash__action" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      )}
      <button type="button" className="sf-flash__close" aria-label={t('close')} onClick={() => dismissFlash(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Newest first, at most FLASH_LIMIT (the store keeps that too; this holds for any list it is given). */
export function onScreen(all: readonly FlashMessage[]): FlashMessage[] {
  return all.slice(-FLASH_LIMIT).reverse();
}

/**
 * The flash banner (SPEC §2 page furniture, §4 flash states), fixed to the viewport so feedback is
 * seen wherever the shopper has scrolled. Two live regions that exist before any
 * message does, so screen readers announce each one: polite status for info and success,
 * assertive alert for warning and error. Each message carries its slot so the two regions
 * interleave on screen newest first.
 */
export function FlashMessages() {
  useSignals();
  useEffect(showServerFlash, []);
  const shown = onScreen(flashes.value);
  const list = (types: readonly string[]) =>
    shown.map((item, i) => (types.includes(item.type) ? <Message key={item.id} item={item} slot={i + 1} /> : null));
  return (
    <div className="sf-flash" data-empty={shown.length === 0 ? '' : undefined}>
      <div role="alert" className="sf-flash__region">
        {list(['warning', 'error'])}
      </div>
      <div role="status" className="sf-flash__region">
        {list(['info', 'success'])}
      </div>
    </div>
  );
}
