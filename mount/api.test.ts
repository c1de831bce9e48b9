import { describe, expect, it, vi } from 'vitest';
import { listenForFlashEvents, type StorefrontApi } from './api';

describe('add-flash event', () => {
  it('forwards {type, message} to Storefront.flash and ignores events without a message', () => {
    const flash = vi.fn();
    listenForFlashEvents({ flash } as unknown as StorefrontApi);
    window.dispatchEvent(new CustomEvent('add-flash', { detail: { type: 'success', message: 'Added to compare' } }));
    window.dispatchEvent(new CustomEvent('add-flash', { detail: { type: 'error' } }));
    window.dispatchEvent(new CustomEvent('add-flash'));
    expect(flash.mock.calls).toEqual([['success', 'Added to compare']]);
  });
});
