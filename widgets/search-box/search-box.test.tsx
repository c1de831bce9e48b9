import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { SearchBox } from './SearchBox';
import { SearchBoxShell } from './Shell';

const server = useMockServer();

const product = (id: number, name: string, price: string) => ({
  id,
  name,
  sku: `SKU-${id}`,
  url_key: name.toLowerCase().replace(/\W+/g, '-'),
  prices: { regular: { price, formatted_price: '' }, final: { price, formatted_price: '' } },
  base_image: { small_image_url: `/cache/small/${id}.jpg` },
});
const SEED = [
  product(1, 'Aarong Cotton Panjabi', '2082.5000'),
  product(2, 'Apex Ladies Party Heels', '2350.0000'),
  product(3, 'Walton Ceiling Fan', '4150.0000'),
];

/** Answers as Bagisto does (partial name match) and records each query it was asked. */
function backend(answer?: (query: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  server.use(
    mock.get('/api/products', ({ request }) => {
      const url = new URL(request.url);
      const query = url.searchParams.get('query') ?? '';
      asked.push(`${query}&limit=${url.searchParams.get('limit')}`);
      if (answer) return answer(query);
      const data = SEED.filter((p) => p.name.toLowerCase().includes(query.toLowerCase()));
      return HttpResponse.json({ data, links: {}, meta: { current_page: 1, total: data.length } });
    }),
  );
  return asked;
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
/** The newest answer is on show (the form says which state its list is in). */
const answered = () => waitFor(() => expect(screen.getByRole('search').getAttribute('data-suggestions')).toBe('ready'));

describe('search-box', () => {
  beforeEach(() => freshPage());
  afterEach(() => vi.restoreAllMocks());

  it('shows a product name carrying markup as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="window.__xss=1">Pa<b>nj</b>abi';
    backend(() => HttpResponse.json({ data: [product(9, hostile, '100.0000')], links: {}, meta: { current_page: 1, total: 1 } }));
    const { container } = render(<SearchBox action="/search" limit={6} />);
    await userEvent.type(box(), 'pa');
    const option = await screen.findByRole('option', { name: /onerror/ });
    expect(option.textContent).toContain(hostile.slice(0, 20));
    expect(container.querySelector('img[onerror], b')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('suggests matching products for a partial word: image, marked name, price, link; then Search for …', async () => {
    const asked = backend();
    render(<SearchBox action="/search" limit={6} />);
    await userEvent.type(box(), 'pa');
    await screen.findByRole('option', { name: /^Aarong Cotton/ });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Aarong Cotton Panjabi৳\u00a02,082.50', 'Apex Ladies Party Heels৳\u00a02,350', 'Search for “pa”']);
    const first = screen.getByRole('option', { name: /Aarong/ });
    expect(first.getAttribute('href')).toBe('/products/aarong-cotton-panjabi');
    expect(first.querySelector('mark')?.textContent).toBe('Pa');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/cache/small/1.jpg');
    expect(screen.getByRole('status').textContent).toBe('2 product suggestions');
    expect(asked).toEqual(['pa&limit=6']);
  });

  it('asks nothing under 2 characters and closes when the text gets that short again', async () => {
    const asked = backend();
    render(<SearchBox action="/search" limit={6} />);
    await userEvent.type(box(), 'p');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await userEvent.type(box(), 'a');
    await screen.findByRole('option', { name: /^Aarong/ });
    await userEvent.type(box(), '{Backspace}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(asked).toEqual(['pa&limit=6']);
  });

  it('asks once after a pause, not per keystroke, and remembers each answer', async () => {
    const asked = backend();
    render(<SearchBox action="/search" limit={4} />);
    await userEvent.type(box(), 'walton');
    await screen.findByRole('option', { name: /Ceiling Fan/ });
    expect(asked).toEqual(['walton&limit=4']);
    await userEvent.type(box(), '{Backspace}');
    await answered();
    expect(optionNames()).toEqual(['Walton Ceiling Fan৳\u00a04,150', 'Search for “walto”']);
    await userEvent.type(box(), 'n');
    expect(screen.getByRole('option', { name: 'Search for “walton”' })).toBeTruthy();
    expect(asked).toEqual(['walton&limit=4', 'walto&limit=4']);
  });

  it('keyboard: ↓/↑ move through the options (wrapping), Enter opens the highlighted product', async () => {
    backend();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<SearchBox action="/search" limit={6} />);
    await userEvent.type(box(), 'pa');
    await screen.findByRole('option', { name: /^Aarong/ });
    await userEvent.keyboard('{ArrowDown}');
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toMatch(/^Aarong/);
    expect(screen.getByRole('option', { name: /Aarong/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Search for “pa”');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toMatch(/^Apex/);
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/products/apex-ladies-party-heels');
    expect(document.activeElement).toBe(box());
  });

  it('Escape closes and keeps the text; ↓ opens again without asking again', async () => {
    const asked = backend();
    render(<SearchBox action="/search" limit={6} />);
    await userEvent.type(box(), 'pa');
    await screen.findByRole('option', { name: /^Aarong/ });
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('pa');
    await userEvent.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(asked).toHaveLength(1);
  });

  it('a click outside closes the list', async () => {
    backend();
    render(
      <>
        <SearchBox action="/search" limit={6} />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.type(box(), 'pa');
    await screen.findByRole('option', { name: /^Aarong/ });
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('no products: says so, with the search-all option', async () => {
    backend();
    render(<SearchBox action="/search" limit={6} />);
    await userEvent.type(box(), 'zzz');
    await answered();
    expect(screen.getByRole('search').querySelector('.sf-search-box__note')?.textContent).toBe('No products found');
    expect(optionNames()).toEqual(['Search for “zzz”']);
    expect(screen.getByRole('status').textContent).toBe('No products found');
  });

  it('a failed answer leaves the search-all option alone, and no alert', async () => {
    backend(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SearchBox action="/search" limit={6} />);
    await userEvent.type(box(), 'pa');
    await waitFor(() => expect(optionNames()).toEqual(['Search for “pa”']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No products found')).toBeNull();
  });

  it('the form stays the server’s: GET action with q, the search-all option is a submit button', async () => {
    backend();
    render(<SearchBox action="/shop/search" limit={6} />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect([
      form.getAttribute('action'),
      form.method,
      box().getAttribute('name'),
      box().getAttribute('enterkeyhint'),
      box().getAttribute('type'),
    ]).toEqual(['/shop/search', 'get', 'q', 'search', 'search']);
    await userEvent.type(box(), 'pa');
    const all = await screen.findByRole('option', { name: 'Search for “pa”' });
    expect((all as HTMLButtonElement).type).toBe('submit');
    expect(form.contains(all)).toBe(true);
  });

  it('asks nothing while an input method composes, then once for the composed text', async () => {
    const asked = backend();
    render(<SearchBox action="/search" limit={6} />);
    const input = box();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'প' } });
    fireEvent.change(input, { target: { value: 'পাঞ' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    fireEvent.compositionEnd(input, { data: 'পাঞ' });
    await waitFor(() => expect(asked).toEqual(['পাঞ&limit=6']));
  });

  it('takes over what the shopper typed into the server’s form, with its focus', async () => {
    const asked = backend();
    const server = document.createElement('input');
    document.body.append(server);
    server.value = 'panj';
    server.focus();
    render(<SearchBox action="/search" limit={6} seed={server} />);
    server.remove();
    await screen.findByRole('option', { name: /^Aarong/ });
    expect(document.activeElement).toBe(box());
    expect((box() as HTMLInputElement).value).toBe('panj');
    expect(asked).toEqual(['panj&limit=6']);
  });

  it('keeps the server’s own form until the field is touched, then the combobox takes over with focus and text', async () => {
    backend();
    const hook = document.createElement('div');
    hook.innerHTML =
      '<form action="/search"><label for="q">Search products</label><input id="q" type="search" name="q" value="pa"><button>Search</button></form>';
    document.body.append(hook);
    const server = hook.querySelector('input')!;
    render(<SearchBoxShell action="/search" limit={6} seed={server} />, { container: hook });
    // The same node, back in the page: no second form, nothing asked yet.
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBe(server);
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(server);
    const combobox = await screen.findByRole('combobox', { name: 'Search products' });
    expect(document.activeElement).toBe(combobox);
    expect((combobox as HTMLInputElement).value).toBe('pa');
    await userEvent.keyboard('n');
    await screen.findByRole('option', { name: /^Aarong/ });
    expect(screen.getAllByRole('search')).toHaveLength(1);
  });
});
