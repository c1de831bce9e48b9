import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_KEY } from '../../shared/stores/compare';
import { speakBangla } from '../../shared/testing/page';
import { CompareCount } from './CompareCount';
import { resetForTest } from '../../shared/page/test-reset';

describe('compare-count in Bangla', () => {
  beforeEach(() => resetForTest());

  it('names the badge in Bangla and counts in Bengali digits', async () => {
    await speakBangla();
    localStorage.setItem(COMPARE_KEY, JSON.stringify([3, 7]));
    render(<CompareCount />);
    const link = await screen.findByRole('link', { name: /^তুলনা/ });
    expect(within(link).getByText('তুলনা')).toBeTruthy();
    expect(within(link).getByTestId('count').textContent).toBe('২');
    expect(link.getAttribute('href')).toBe('/compare');
  });
});
