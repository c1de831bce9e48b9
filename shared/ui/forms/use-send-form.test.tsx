import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../net/http/client';
import { addressCreate } from '../../net/http/routes/addresses';
import { TOKEN_REFRESH_PATH } from '../../net/http/session';
import { browser } from '../../net/navigate';
import { flashes } from '../../stores/flash';
import { useMockServer } from '../../testing/msw';
import { freshPage, speakBangla } from '../../testing/page';
import { FormField } from './Field';
import { useForm } from './form';
import { useSendForm } from './use-send-form';

const server = useMockServer();
const Schema = v.object({ name: v.string(), email: v.string() });
type Values = v.InferOutput<typeof Schema>;

function Demo({ flashEachField = false }: { flashEachField?: boolean }) {
  const form = useForm(Schema, { name: 'Rahim', email: '' });
  const [save, busy] = useSendForm({
    form,
    send: (values: Values) => call(addressCreate, { body: values }),
    succeeded: 'Saved.',
    leaveTo: '/customer/account/addresses',
    fieldFor: (key) => (key === 'name' || key === 'email' ? key : undefined),
    flashEachField,
    failed: { fallback: 'Could not save.', serverText: false },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <FormField form={form} name="name" label="Name" />
      <FormField form={form} name="email" label="Email" />
      <button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Saving' : 'Save'}
      </button>
    </form>
  );
}

const messages = () => flashes.value.map((f) => [f.type, f.message]);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('useSendForm', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    vi.restoreAllMocks();
  });

  it('sends once however often it is submitted, flashes the success on this page and the next, and leaves busy', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let posts = 0;
    let answer!: () => void;
    server.use(
      mock.post('/customer/account/addresses/create', async () => {
        posts += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    render(<Demo />);
    const form = button('Save').closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(posts).toBe(1));
    form.requestSubmit();
    expect(button('Saving').disabled).toBe(true);
    answer();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/customer/account/addresses'));
    expect(posts).toBe(1);
    expect(messages()).toEqual([['success', 'Saved.']]);
    expect(sessionStorage.getItem('storefront:flash-next')).toContain('Saved.');
    // Still busy: the page is on its way to the next one.
    expect(button('Saving').disabled).toBe(true);
  });

  it("puts a 422's messages on their fields, focuses the first, flashes each through the catalogue in the page's language, nothing generic", async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(
      mock.post('/customer/account/addresses/create', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { email: ['The email must be a valid email address.'], vat: ['Bad VAT.'] } },
          { status: 422 },
        ),
      ),
    );
    render(<Demo flashEachField />);
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    expect(messages()).toEqual([
      ['error', 'email: The email must be a valid email address.'],
      ['error', 'vat: Bad VAT.'],
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(false);
  });

  it('a 422 with no message for any field is a failure like any other', async () => {
    server.use(mock.post('/customer/account/addresses/create', () => HttpResponse.json({ errors: { vat: ['Bad VAT.'] } }, { status: 422 })));
    render(<Demo />);
    await userEvent.click(button('Save'));
    await waitFor(() => expect(messages()).toEqual([['error', 'Could not save.']]));
  });

  it('an expired session (419 after a fresh token): the one notice with Reload, no second flash, the typed text kept', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(
      mock.get(TOKEN_REFRESH_PATH, () => HttpResponse.json({ data: null })),
      mock.post('/customer/account/addresses/create', () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })),
    );
    render(<Demo />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'rahim@example.com');
    await userEvent.click(button('Save'));
    await waitFor(() =>
      expect(flashes.value.map((f) => [f.type, f.message, f.action])).toEqual([
        ['warning', 'Your session has expired. Please reload the page.', 'reload'],
      ]),
    );
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('rahim@example.com');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a network failure: the fixed text, the values kept, the button ready for another try', async () => {
    let posts = 0;
    server.use(
      mock.post('/customer/account/addresses/create', () => {
        posts += 1;
        return posts === 1 ? HttpResponse.error() : HttpResponse.json({ message: 'ok' });
      }),
    );
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<Demo />);
    await userEvent.click(button('Save'));
    await waitFor(() => expect(messages()).toEqual([['error', 'Could not save.']]));
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Rahim');
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    await userEvent.click(button('Save'));
    await waitFor(() => expect(posts).toBe(2));
  });
});
