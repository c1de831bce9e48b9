import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFlashes, flash, flashNextPage } from '../../shared/stores/flash';
import { freshPage } from '../../shared/testing/page';
import { FlashMessages, resetServerFlash } from './FlashMessages';

describe('flash-messages', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', flash: [{ type: 'success', message: 'Welcome back' }] });
    resetServerFlash();
  });

  it('shows the server flash from the globals in the polite status region', () => {
    render(<FlashMessages />);
    expect(within(screen.getByRole('status')).getByText('Welcome back')).toBeTruthy();
  });

  it('announces warnings and errors in the alert region, info and success in status', () => {
    render(<FlashMessages />);
    act(() => {
      flash('error', 'An error occurred');
      flash('info', 'Heads up');
    });
    expect(within(screen.getByRole('alert')).getByText('An error occurred')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Heads up')).toBeTruthy();
  });

  it('closes a message from its close button', async () => {
    render(<FlashMessages />);
    act(() => void flash('warning', 'Already in compare'));
    const alert = screen.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Already in compare')).toBeNull();
  });


  it('shows what the previous page left for this one, once', () => {
    flashNextPage('success', 'Address Saved Successfully');
    sessionStorage.setItem('ignored', 'x');
    const { unmount } = render(<FlashMessages />);
    expect(within(screen.getByRole('status')).getByText('Address Saved Successfully')).toBeTruthy();
    unmount();
    clearFlashes();
    resetServerFlash();
    render(<FlashMessages />);
    expect(screen.queryByText('Address Saved Successfully')).toBeNull();
  });

  it('survives a corrupt carried flash', () => {
    sessionStorage.setItem('storefront:flash-next', '{nope');
    render(<FlashMessages />);
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });
});
