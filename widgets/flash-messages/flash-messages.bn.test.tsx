import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flash, showSessionExpired } from '../../shared/stores/flash';
import { speakBangla } from '../../shared/testing/page';
import { FlashMessages } from './FlashMessages';

describe('flash-messages in Bangla', () => {
  it('names its close and reload buttons in Bangla', async () => {
    await speakBangla();
    render(<FlashMessages />);
    act(() => void flash('error', 'একটি ত্রুটি হয়েছে'));
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
    act(() => showSessionExpired());
    expect(await screen.findByRole('button', { name: 'রিলোড করুন' })).toBeTruthy();
  });
});
