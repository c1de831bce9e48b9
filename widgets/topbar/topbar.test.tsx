import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { choiceUrl, currentChoice } from './choices';
import { Topbar } from './Topbar';

const server = useMockServer();
const currencies = [
  { id: 1, code: 'BDT', name: 'Bangladeshi Taka', symbol: '৳' },
  { id: 2, code: 'USD', name: 'US Dollar', symbol: '$' },
];
const locales = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'bn', name: 'বাংলা' },
];

function answer(c: JsonBodyType = currencies, l: JsonBodyType = locales) {
  server.use(
    mock.get('/currencies/all', () => HttpResponse.json(c)),
    mock.get('/locales/all', () => HttpResponse.json(l)),
  );
}

describe('topbar choices', () => {
  it('takes the current one from the URL, else a default flag, else the first', () => {
    const list = currencies.map((c) => ({ ...c, is_default: false, default: false }));
    expect(currentChoice(list, 'currency', 'http://shop.test/home?currency=usd')?.code).toBe('USD');
    expect(currentChoice(list, 'currency', 'http://shop.test/home?currency=EUR')?.code).toBe('BDT');
    expect(currentChoice([list[0]!, { ...list[1]!, is_default: true }], 'currency', 'http://shop.test/home')?.code).toBe('USD');
  });

  it('keeps the other query parameters and the hash', () => {
    expect(choiceUrl('http://shop.test/search?q=walton&currency=BDT#top', 'currency', 'USD')).toBe('/search?q=walton&currency=USD#top');
    expect(choiceUrl('http://shop.test/home?q=a', 'locale', 'bn')).toBe('/home?q=a&locale=bn');
  });
});

describe('topbar', () => {
  beforeEach(() => {
    freshPage();
    window.history.replaceState(null, '', '/home?q=saree');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lists currencies behind a labelled disclosure, marks the current one, links to ?currency=CODE', async () => {
    answer();
    render(<Topbar />);
    const button = await screen.findByRole('button', { name: 'Currency: BDT' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Currency' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/home?q=saree&currency=BDT', '/home?q=saree&currency=USD']);
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
  });

  /** Opens the language menu at `path`, whose button names `bn`; the link marked current. */
  async function currentLanguageAt(path: string): Promise<HTMLElement> {
    window.history.replaceState(null, '', path);
    answer();
    render(<Topbar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Language: bn' }));
    return within(screen.getByRole('list', { name: 'Language' })).getByRole('link', { current: true });
  }

  it('marks the locale of the URL and links to ?locale=CODE', async () => {
    expect((await currentLanguageAt('/home?locale=bn')).textContent).toContain('বাংলা');
    expect(screen.getByRole('link', { name: /English/ }).getAttribute('href')).toBe('/home?locale=en');
  });

  it("marks the page's own language when the URL names none (the session's, from the globals)", async () => {
    freshPage({ currencySymbol: '৳', isCustomer: false, locale: 'bn-BD' });
    expect((await currentLanguageAt('/home')).textContent).toContain('বাংলা');
  });

  it('works from the keyboard: ArrowDown opens on the first link, arrows move, Escape closes back to the button', async () => {
    answer();
    render(<Topbar />);
    const button = await screen.findByRole('button', { name: 'Currency: BDT' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('BDT');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('USD');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('BDT');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('leaves out a list that fails or is empty (logged only)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mock.get('/currencies/all', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })),
      mock.get('/locales/all', () => HttpResponse.json(locales)),
    );
    render(<Topbar />);
    expect(await screen.findByRole('button', { name: 'Language: en' })).toBeTruthy();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
    log.mockRestore();

    server.use(mock.get('/currencies/all', () => HttpResponse.json([])));
    render(<Topbar />);
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: 'Language: en' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
  });

  it('shows both menus together, so the first to answer is not pushed aside by the other', async () => {
    let answerCurrencies!: () => void;
    const asked = new Promise<void>((resolve) => (answerCurrencies = resolve));
    server.use(
      mock.get('/currencies/all', async () => {
        await asked;
        return HttpResponse.json(currencies);
      }),
      mock.get('/locales/all', () => HttpResponse.json(locales)),
    );
    render(<Topbar />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Language: en' })).toBeNull();
    answerCurrencies();
    await screen.findByRole('button', { name: 'Currency: BDT' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringContaining('BDT'), expect.stringContaining('en')]);
  });
});
