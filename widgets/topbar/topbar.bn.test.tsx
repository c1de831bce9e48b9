import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { Topbar } from './Topbar';

const server = useMockServer();

describe('topbar in Bangla', () => {
  beforeEach(async () => {
    await speakBangla();
    window.history.replaceState(null, '', '/home?locale=bn');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the currency and language menus in Bangla', async () => {
    server.use(
      mock.get('/currencies/all', () => HttpResponse.json([{ id: 1, code: 'BDT', name: 'Bangladeshi Taka', symbol: '৳' }])),
      mock.get('/locales/all', () =>
        HttpResponse.json([
          { id: 1, code: 'en', name: 'English' },
          { id: 2, code: 'bn', name: 'বাংলা' },
        ]),
      ),
    );
    render(<Topbar />);
    expect(await screen.findByRole('button', { name: 'মুদ্রা: BDT' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ভাষা / Language: bn' }));
    expect(screen.getByRole('list', { name: 'ভাষা / Language' })).toBeTruthy();
  });

  it('shows the language the page is in when its URL has no ?locale= (the session keeps it)', async () => {
    window.history.replaceState(null, '', '/checkout/cart');
    server.use(
      mock.get('/currencies/all', () => HttpResponse.json([])),
      mock.get('/locales/all', () =>
        HttpResponse.json([
          { id: 1, code: 'en', name: 'English', is_default: 1 },
          { id: 2, code: 'bn', name: 'বাংলা' },
        ]),
      ),
    );
    render(<Topbar />);
    expect(await screen.findByRole('button', { name: 'ভাষা / Language: bn' })).toBeTruthy();
  });
});
