import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { fillNewAddress, happyBackend, messages, renderCheckout } from './test-kit';

// Form-filling steps are slow on a busy 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });
const server = useMockServer();

describe('checkout for a guest', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: false }));
  afterEach(() => vi.restoreAllMocks());

  it('never asks for saved addresses; the form saves the typed address as billing and shipping', async () => {
    const calls = happyBackend(server);
    let listed = 0;
    server.use(mock.get('/api/customer/addresses', () => ((listed += 1), HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }))));
    await renderCheckout();
    const form = screen.getByRole('form', { name: 'Shipping Address' });
    expect(screen.queryByRole('button', { name: 'Add New Address' })).toBeNull();
    await fillNewAddress();
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    await screen.findByRole('group', { name: 'Shipping Method' });
    expect(listed).toBe(0);
    const body = calls['addresses']![0] as Record<string, Record<string, unknown>>;
    expect(body['address_id']).toBeUndefined();
    expect(body['billing']).toMatchObject({
      first_name: 'Karim',
      last_name: 'Mia',
      address: ['Road 5'],
      city: 'Dhaka',
      state: 'Gulshan',
      area: 'Main Road',
      postcode: '1212',
      phone: '01811000000',
      country: 'BD',
    });
    expect(body['shipping']).toMatchObject({ first_name: 'Karim', city: 'Dhaka' });
    expect(screen.getByText(/Karim Mia, Road 5, Main Road, Dhaka, Gulshan 1212, 01811000000/)).toBeTruthy();
    // The form gave way to the saved address, which takes the focus.
    expect(document.activeElement?.textContent).toContain('Karim Mia, Road 5');
  });

  it('reopens the form with what was typed, and a new save clears shipping and payment', async () => {
    happyBackend(server);
    await renderCheckout();
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    const shipping = await screen.findByRole('group', { name: 'Shipping Method' });
    await userEvent.click(within(shipping).getByRole('radio', { name: /^Express/ }));
    await screen.findByRole('group', { name: 'Payment Method' });
    // Change moves the focus into the form.
    await userEvent.click(screen.getByRole('button', { name: 'Change address' }));
    const first = screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement;
    expect(document.activeElement).toBe(first);
    expect(first.value).toBe('Karim');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /State/ }) as HTMLSelectElement).value).toBe('102'));
    await userEvent.clear(first);
    await userEvent.type(first, 'Jamal');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await screen.findByText(/Jamal Mia/);
    expect(screen.queryByRole('group', { name: 'Payment Method' })).toBeNull();
    const radios = within(screen.getByRole('group', { name: 'Shipping Method' })).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.some((r) => r.checked)).toBe(false);
  });

  it('ties the server validation errors (billing.*) to the fields', async () => {
    happyBackend(server);
    server.use(
      mock.post('/api/checkout/onepage/addresses', () =>
        HttpResponse.json(
          { message: 'The billing.postcode field is required.', errors: { 'billing.postcode': ['The billing.postcode field is invalid.'] } },
          { status: 422 },
        ),
      ),
    );
    await renderCheckout();
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('The billing.postcode field is invalid.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Zip/ }).getAttribute('aria-invalid')).toBe('true');
    expect(messages()).toContain('error: Failed to save selected address.');
  });

  it('follows the login redirect of a guest who may not check out, when it is ours', async () => {
    happyBackend(server);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(mock.post('/api/checkout/onepage/addresses', () => HttpResponse.json({ redirect: true, data: '/customer/login' })));
    await renderCheckout();
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/customer/login`));
  });
});
