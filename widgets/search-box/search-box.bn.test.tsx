import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { SearchBox } from './SearchBox';

const server = useMockServer();
const LUNGI = { id: 7, name: 'পুরুষদের প্রিমিয়াম চেক লুঙ্গি', url_key: 'premium-check-lungi', prices: { final: { price: '650.0000' } }, base_image: null };

describe('search-box in Bangla', () => {
  beforeEach(() => speakBangla());

  it('is named, suggests and counts in Bangla, marking whole Bangla letters', async () => {
    server.use(
      mock.get('/api/products', ({ request }) => HttpResponse.json({ data: new URL(request.url).searchParams.get('query') === 'লুঙ' ? [LUNGI] : [] })),
    );
    render(<SearchBox action="/search" limit={6} />);
    const box = screen.getByRole('combobox', { name: 'পণ্য অনুসন্ধান করুন' });
    expect(screen.getByRole('button', { name: 'অনুসন্ধান' })).toBeTruthy();
    await userEvent.type(box, 'লুঙ');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('১টি পণ্যের পরামর্শ'));
    const option = screen.getByRole('option', { name: /^পুরুষদের/ });
    expect(option.querySelector('mark')?.textContent).toBe('লুঙ্গি');
    expect(option.textContent).toContain('৳\u00a0৬৫০');
    expect(screen.getByRole('option', { name: '“লুঙ” অনুসন্ধান করুন' })).toBeTruthy();
  });
});
