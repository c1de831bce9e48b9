import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFlashes, flash, flashNextPage, showSessionExpired } from '../../shared/stores/flash';
import { freshPage } from '../../shared/testing/page';
import { FlashMessages, onScreen } from './FlashMessages';

describe('flash-messages', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', flash: [{ type: 'success', message: 'Welcome back' }] });
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
    render(<FlashMessages />);
    expect(screen.queryByText('Address Saved Successfully')).toBeNull();
  });

  it('shows at most three, newest first across both regions, each with a hidden icon', () => {
    render(<FlashMessages />);
    act(() => {
      flash('success', 'Second'); // 'Welcome back' from the server is the first
      flash('error', 'Third');
      flash('info', 'Fourth');
    });
    expect(screen.queryByText('Welcome back')).toBeNull();
    const slot = (text: string) => screen.getByText(text).closest('.sf-flash__item')?.getAttribute('data-slot');
    expect(['Fourth', 'Third', 'Second'].map(slot)).toEqual(['1', '2', '3']);
    // DOM order within a region is newest first too (the reading order without subgrid).
    act(() => void flash('success', 'Fifth'));
    const calm = within(screen.getByRole('status'))
      .getAllByText(/Fifth|Fourth/)
      .map((el) => el.textContent);
    expect(calm).toEqual(['Fifth', 'Fourth']);
    expect(within(screen.getByRole('alert')).getByText('Third')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
    const item = screen.getByText('Fifth').closest('.sf-flash__item')!;
    expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(item.className).toContain('sf-flash__item--success');
  });

  it('puts any list newest first and cut to three', () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id, type: 'info' as const, message: String(id) }));
    expect(onScreen(list).map((f) => f.id)).toEqual([5, 4, 3]);
    expect(onScreen([])).toEqual([]);
  });

  it('survives a corrupt carried flash', () => {
    sessionStorage.setItem('storefront:flash-next', '{nope');
    render(<FlashMessages />);
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });
});

describe('server flashes and page visits', () => {
  it("shows a globals block's flashes once, and a new block's (a Turbo visit) once more", async () => {
    freshPage({ currencySymbol: '৳', flash: [{ type: 'info', message: 'Page one' }] });
    const first = render(<FlashMessages />);
    expect(await screen.findByText('Page one')).toBeTruthy();
    first.unmount();
    render(<FlashMessages />);
    expect(screen.getAllByText('Page one')).toHaveLength(1);
    const next = document.createElement('script');
    next.type = 'application/json';
    next.id = 'storefront-globals';
    next.textContent = JSON.stringify({ currencySymbol: '৳', flash: [{ type: 'success', message: 'Page two' }] });
    document.body.append(next);
    const { followGlobals } = await import('../../shared/kernel');
    followGlobals();
    expect(await screen.findByText('Page two')).toBeTruthy();
    followGlobals();
    expect(screen.getAllByText('Page two')).toHaveLength(1);
    next.remove();
  });

  it('gives the expired-session notice a Reload button', async () => {
    freshPage();
    render(<FlashMessages />);
    act(() => showSessionExpired());
    expect(await screen.findByText('Your session has expired. Please reload the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
