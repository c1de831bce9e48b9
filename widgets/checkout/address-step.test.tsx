import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { chooseAddress, fillNewAddress, happyBackend, messages, renderCheckout } from './test-kit';

// Form-filling steps are slow on a busy 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });
const server = useMockServer();
const customer = { currencySymbol: '৳', isCustomer: true, customer: { email: 'rahim@example.com.bd', first_name: 'Rahim', last_name: 'Uddin' } };

describe('checkout address step (customer)', () => {
  beforeEach(() => freshPage(customer));
  afterEach(() => vi.restoreAllMocks());

  it('lists saved addresses as radios whatever form their fields take', async () => {
    happyBackend(server);
    await renderCheckout();
    const group = await screen.findByRole('group', { name: 'Billing Address' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /Flat 4B, Agrabad C\/A, Chattogram, Agrabad 4100/ })).toBeTruthy();
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    // Nothing downstream shows before an address is saved.
    expect(screen.queryByRole('group', { name: 'Shipping Method' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment Method' })).toBeNull();
  });

  it('saves the chosen address with its id and billing/shipping, then offers the shipping methods', async () => {
    const calls = happyBackend(server);
    await renderCheckout();
    const shipping = await chooseAddress();
    expect(calls['addresses']).toHaveLength(1);
    const body = calls['addresses']![0] as Record<string, Record<string, unknown>>;
    expect(body['address_id']).toBe(1);
    expect(body['billing']).toMatchObject({
      first_name: 'Rahim',
      address: ['House 12, Road 27'],
      city: 'Dhaka',
      state: 'Dhanmondi',
      postcode: '1209',
      phone: '01711223344',
      country: 'BD',
    });
    expect(body['shipping']).toMatchObject({ first_name: 'Rahim', city: 'Dhaka' });
    expect(messages()).toContain('success: Address saved successfully!');
    expect(
      within(shipping)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Express৳ 60', 'Regular৳ 0']);
    expect(screen.queryByRole('group', { name: 'Payment Method' })).toBeNull();
  });

  it('says so when the address cannot be saved, and lets the shopper choose it again', async () => {
    happyBackend(server);
    server.use(mock.post('/api/checkout/onepage/addresses', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    await renderCheckout();
    const radio = await screen.findByRole('radio', { name: /House 12/ });
    await userEvent.click(radio);
    await waitFor(() => expect(messages()).toContain('error: Failed to save selected address.'));
    expect((radio as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('group', { name: 'Shipping Method' })).toBeNull();
  });

  it('follows a same-origin redirect of the address call, never a foreign one', async () => {
    happyBackend(server);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(
      mock.post('/api/checkout/onepage/addresses', () => HttpResponse.json({ data: { redirect: true, redirect_url: 'https://evil.example/cart' } })),
    );
    await renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: /House 12/ }));
    await waitFor(() => expect(messages()).toContain('error: Failed to save selected address.'));
    expect(assign).not.toHaveBeenCalled();
    server.use(mock.post('/api/checkout/onepage/addresses', () => HttpResponse.json({ redirect: true, data: `${location.origin}/customer/login` })));
    await userEvent.click(screen.getByRole('radio', { name: /Flat 4B/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/customer/login`));
  });

  it('toggles the new-address form with Add New Address / Back', async () => {
    happyBackend(server);
    await renderCheckout();
    const toggle = await screen.findByRole('button', { name: 'Add New Address' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByRole('form', { name: 'Add New Address' })).toBeTruthy();
    expect(toggle.textContent).toBe('Back');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('enables the zone only after a city and the area only after a zone', async () => {
    happyBackend(server);
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const city = screen.getByRole('combobox', { name: /City/ });
    const zone = screen.getByRole('combobox', { name: /State/ }) as HTMLSelectElement;
    const area = screen.getByRole('combobox', { name: /Area/ }) as HTMLSelectElement;
    expect(zone.disabled).toBe(true);
    expect(area.disabled).toBe(true);
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Dhaka' })).toBeTruthy());
    await userEvent.selectOptions(city, '1');
    await waitFor(() => expect(zone.disabled).toBe(false));
    expect(
      within(zone)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a zone', 'Dhanmondi', 'Gulshan']);
    expect(area.disabled).toBe(true);
    await userEvent.selectOptions(zone, '102');
    await waitFor(() => expect(area.disabled).toBe(false));
    // A new city resets the zone and the area.
    await userEvent.selectOptions(city, '2');
    await waitFor(() =>
      expect(
        within(zone)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a zone', 'Agrabad']),
    );
    expect(zone.value).toBe('');
    expect(area.disabled).toBe(true);
  });

  it('checks the required fields and the phone rule before sending anything', async () => {
    const calls = happyBackend(server);
    let creates = 0;
    server.use(mock.post('/customer/account/addresses/create', () => ((creates += 1), HttpResponse.json({}))));
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('rahim@example.com.bd');
    await userEvent.clear(email);
    await userEvent.type(screen.getByRole('textbox', { name: /Telephone/ }), '01711-22x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const text of [
      'The First Name field is required',
      'The Last Name field is required',
      'The Street Address field is required',
      'The City field is required',
      'The State field is required',
      'The Zip/Postcode field is required',
      'This Telephone must be a valid phone number.',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /First Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Email field/)).toBeNull(); // email is optional
    expect(creates).toBe(0);
    expect(calls['addresses']).toBeUndefined();
  });

  it.each(['+880 1711-223344', '০১৭১১২২৩৩৪৪'])('sends the Telephone typed as %j as 01711223344', async (typed) => {
    happyBackend(server);
    const created: Array<{ phone?: unknown }> = [];
    server.use(
      mock.post('/customer/account/addresses/create', async ({ request }) => {
        created.push((await request.json()) as { phone?: unknown });
        return HttpResponse.json({ data: { message: 'Address Saved Successfully', address: { id: 77 } } });
      }),
    );
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillNewAddress(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(created.map((body) => body.phone)).toEqual(['01711223344']));
  });

  it('creates the address once however often Save is clicked, reloads the list and selects the new one', async () => {
    const calls = happyBackend(server);
    const created: unknown[] = [];
    server.use(
      mock.post('/customer/account/addresses/create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ data: { message: 'Address Saved Successfully', address: { id: 77 } } });
      }),
    );
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillNewAddress();
    server.use(
      mock.get('/api/customer/addresses', () =>
        HttpResponse.json({
          data: [
            {
              id: 77,
              first_name: 'Karim',
              last_name: 'Mia',
              address: ['Road 5'],
              phone: '01811000000',
              city: 'Dhaka',
              state: 'Gulshan',
              area: 'Main Road',
              city_id: 1,
              zone_id: 102,
              area_id: 1021,
              postcode: '1212',
              country: 'BD',
              email: '',
              default_address: 0,
            },
          ],
        }),
      ),
    );
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save Address' }));
    const radio = await screen.findByRole('radio', { name: /Karim Mia, Road 5/ });
    expect(created).toHaveLength(1);
    await waitFor(() => expect((radio as HTMLInputElement).checked).toBe(true));
    expect(created[0]).toMatchObject({
      first_name: 'Karim',
      last_name: 'Mia',
      address: ['Road 5'],
      city: 'Dhaka',
      state: 'Gulshan',
      area: 'Main Road',
      postcode: '1212',
      phone: '01811000000',
      country: 'BD',
      default_address: 0,
      city_id: '1',
      zone_id: '102',
      area_id: '1021',
    });
    await screen.findByRole('group', { name: 'Shipping Method' });
    expect((calls['addresses']![0] as Record<string, unknown>)['address_id']).toBe(77);
    // One success flash for create-and-choose, with the create text of SPEC §8.
    expect(messages().filter((m) => m.startsWith('success:'))).toEqual(['success: Address Saved Successfully']);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the server validation errors on their fields and keeps what was typed', async () => {
    happyBackend(server);
    server.use(
      mock.post('/customer/account/addresses/create', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { 'address.0': ['The address.0 field is required.'], email: ['The email field is required.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('The address.0 field is required.')).toBeTruthy();
    expect(screen.getByText('The email field is required.')).toBeTruthy();
    expect(messages()).toEqual(['error: address.0: The address.0 field is required.', 'error: email: The email field is required.']);
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe('Karim');
  });

  it('says the address could not be saved on any other failure', async () => {
    happyBackend(server);
    server.use(mock.post('/customer/account/addresses/create', () => HttpResponse.error()));
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(messages()).toEqual(['error: Error saving address. Please try again later.']));
    expect(screen.getByRole('form')).toBeTruthy();
  });
});
