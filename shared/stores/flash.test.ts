// At most three flashes at once; a fourth sends the oldest away (and its timer with it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage, speakBangla } from '../testing/page';
import { SESSION_EXPIRED } from '../net/http/session';
import { ownMessage } from './failure';
import { clearFlashes, dismissFlash, flash, FLASH_DISMISS_MS, FLASH_LIMIT, flashes, holdFlash, showSessionExpired } from './flash';

describe('flash store cap', () => {
  beforeEach(() => {
    freshPage();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the three newest, oldest first, when a fourth arrives', () => {
    expect(FLASH_LIMIT).toBe(3);
    for (const text of ['One', 'Two', 'Three', 'Four']) flash('info', text);
    expect(flashes.value.map((f) => f.message)).toEqual(['Two', 'Three', 'Four']);
    flash('error', 'Five');
    expect(flashes.value.map((f) => [f.type, f.message])).toEqual([
      ['info', 'Three'],
      ['info', 'Four'],
      ['error', 'Five'],
    ]);
  });

  it('sends the oldest away even while it is held, and the rest still time out', () => {
    const first = flash('success', 'Held')!;
    holdFlash(first);
    flash('success', 'B');
    flash('success', 'C');
    flash('success', 'D');
    expect(flashes.value.map((f) => f.message)).toEqual(['B', 'C', 'D']);
    dismissFlash(first); // a late close of a message already gone changes nothing
    expect(flashes.value).toHaveLength(3);
    vi.advanceTimersByTime(FLASH_DISMISS_MS);
    expect(flashes.value).toHaveLength(0);
  });
});

describe('the expired-session notice', () => {
  beforeEach(() => {
    clearFlashes();
    vi.useFakeTimers();
  });
  afterEach(() => {
    clearFlashes();
    vi.useRealTimers();
  });

  it('shows once with Reload, stays until closed, and keeps later failures from piling up beside it', () => {
    showSessionExpired();
    showSessionExpired();
    flash('error', 'Failed to save selected address.');
    flash('warning', SESSION_EXPIRED);
    flash('success', 'Added to compare');
    expect(flashes.value.map((f) => [f.type, f.message, f.action])).toEqual([
      ['warning', SESSION_EXPIRED, 'reload'],
      ['success', 'Added to compare', undefined],
    ]);
    vi.advanceTimersByTime(FLASH_DISMISS_MS + 1);
    expect(flashes.value.map((f) => f.message)).toEqual([SESSION_EXPIRED]);
    dismissFlash(flashes.value[0]!.id);
    flash('error', 'Failed to save selected address.');
    expect(flashes.value.map((f) => f.message)).toEqual(['Failed to save selected address.']);
  });
});

describe('the kernel notices in Bangla', () => {
  afterEach(() => clearFlashes());

  it('shows the expired-session notice in Bangla, and the failure fallback', async () => {
    await speakBangla();
    showSessionExpired();
    expect(flashes.value.map((f) => [f.type, f.message, f.action])).toEqual([
      ['warning', 'আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে পেজটি রিলোড করুন।', 'reload'],
    ]);
    expect(ownMessage('not an error')).toBe('একটি ত্রুটি হয়েছে');
    freshPage();
    expect(ownMessage('not an error')).toBe('An error occurred');
  });
});
