import { act, render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCompare, COMPARE_KEY } from '../../shared/stores/compare';
import { removeFromCompare } from '../../shared/stores/compare-edits';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { CompareCount } from './CompareCount';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();

describe('compare-count', () => {
  beforeEach(() => resetForTest());

  it("counts a guest's stored ids and links to /compare", async () => {
    freshPage();
    localStorage.setItem(COMPARE_KEY, JSON.stringify([3, 7]));
    render(<CompareCount />);
    const link = await screen.findByRole('link', { name: 'Compare, 2 items' });
    expect(link.getAttribute('href')).toBe('/compare');
  });

  it('treats a corrupt stored value as empty', async () => {
    freshPage();
    localStorage.setItem(COMPARE_KEY, '{oops');
    render(<CompareCount />);
    expect(await screen.findByRole('link', { name: 'Compare, 0 items' })).toBeTruthy();
  });

  it('follows adds and removes made by any island, live', async () => {
    freshPage();
    render(<CompareCount />);
    await screen.findByRole('link', { name: 'Compare, 0 items' });
    await act(() => addToCompare(5));
    expect(screen.getByRole('link', { name: 'Compare, 1 item' })).toBeTruthy();
    await act(() => addToCompare(6));
    await act(() => removeFromCompare(5));
    expect(screen.getByRole('link', { name: 'Compare, 1 item' })).toBeTruthy();
  });

  it('follows another tab changing the list, from its message', async () => {
    freshPage();
    render(<CompareCount />);
    await screen.findByRole('link', { name: 'Compare, 0 items' });
    const otherTab = new BroadcastChannel('storefront:compare');
    otherTab.postMessage([{ id: 1 }, { id: 2 }, { id: 3 }]);
    otherTab.close();
    expect(await screen.findByRole('link', { name: 'Compare, 3 items' })).toBeTruthy();
  });

  it("loads a customer's list from the server and follows server-side adds", async () => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    server.use(
      mock.get('/api/compare-items', () => HttpResponse.json({ data: [{ id: 4 }, { id: '9' }] })),
      mock.post('/api/compare-items', () => HttpResponse.json({ data: { message: 'Item added successfully to compare list' } })),
    );
    render(<CompareCount />);
    expect(await screen.findByRole('link', { name: 'Compare, 2 items' })).toBeTruthy();
    await act(() => addToCompare(11));
    expect(screen.getByRole('link', { name: 'Compare, 3 items' })).toBeTruthy();
  });
});
