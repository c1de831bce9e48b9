import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage, speakBangla } from '../../shared/testing/page';
import { AddressForm } from './AddressForm';

const server = useMockServer();
const districts = [
  { district_id: 1, district_name: 'Dhaka' },
  { district_id: '2', district_name: 'Chattogram' },
];
const thanas: Record<string, unknown[]> = {
  '1': [
    { thana_id: 101, thana_name: 'Dhanmondi' },
    { thana_id: 102, thana_name: 'Gulshan' },
  ],
  '2': [{ thana_id: 201, thana_name: 'Kotwali' }],
};

function locations() {
  server.use(
    mock.get('/districts/all', () => HttpResponse.json(districts)),
    mock.get('/thanas/all/:id', ({ params }) => HttpResponse.json(thanas[String(params['id'])] ?? [])),
  );
}

async function fillAll(phone = '01711000000') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First Name/), 'Karim');
  await user.type(screen.getByLabelText(/^Last Name/), 'Ahmed');
  await user.type(screen.getByLabelText(/^Street Address/), 'House 5, Road 2');
  await screen.findByRole('option', { name: 'Dhaka' });
  await user.selectOptions(screen.getByLabelText(/^District/), 'Dhaka');
  await screen.findByRole('option', { name: 'Gulshan' });
  await user.selectOptions(screen.getByLabelText(/^Thana/), 'Gulshan');
  await user.type(screen.getByLabelText(/^Zip\/Postcode/), '1212');
  await user.type(screen.getByLabelText(/^Email/), 'karim@example.com');
  await user.type(screen.getByLabelText(/^Phone/), phone);
  return user;
}
const messages = () => flashes.value.map((f) => [f.type, f.message]);

describe('address-form', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    vi.restoreAllMocks();
  });

  it('labels every SPEC field; Thana waits for a District and follows it', async () => {
    locations();
    render(<AddressForm />);
    expect(screen.getByRole('heading', { name: 'Add New Address' })).toBeTruthy();
    for (const label of ['First Name', 'Last Name', 'Street Address', 'District', 'Thana', 'Zip/Postcode', 'Email', 'Phone']) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace('/', '\\/')}`))).toBeTruthy();
    }
    const thana = screen.getByLabelText(/^Thana/) as HTMLSelectElement;
    expect(thana.disabled).toBe(true);
    await screen.findByRole('option', { name: 'Chattogram' });
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Chattogram');
    expect(await screen.findByRole('option', { name: 'Kotwali' })).toBeTruthy();
    expect(thana.disabled).toBe(false);
    expect(screen.queryByRole('option', { name: 'Gulshan' })).toBeNull();
  });

  it('sends the SPEC payload, says so and goes to the address list', async () => {
    locations();
    let body: unknown;
    server.use(
      mock.post('/customer/account/addresses/create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { message: 'Address Saved Successfully' } });
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<AddressForm />);
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/customer/account/addresses'));
    expect(body).toEqual({
      company_name: '',
      first_name: 'Karim',
      last_name: 'Ahmed',
      address: ['House 5, Road 2'],
      vat_id: '',
      email: 'karim@example.com',
      country: 'BD',
      state: 'Dhaka',
      city: 'Gulshan',
      postcode: '1212',
      phone: '01711000000',
      default_address: 0,
    });
    expect(messages()).toContainEqual(['success', 'Address Saved Successfully']);
  });

  it.each([
    ['+880 1711-223344', '01711223344'],
    ['০১৭১১২২৩৩৪৪', '01711223344'],
    ['+44 20 7946 0958', '+442079460958'],
    // Still no client checks: what the SPEC rule would refuse goes to the server, normalised only.
    ['01711-22334x', '0171122334x'],
  ])('sends the phone %j as %j', async (typed, sent) => {
    locations();
    let phone: unknown;
    server.use(
      mock.post('/customer/account/addresses/create', async ({ request }) => {
        phone = ((await request.json()) as { phone?: unknown }).phone;
        return HttpResponse.json({ data: { message: 'Address Saved Successfully' } });
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<AddressForm />);
    const user = await fillAll(typed);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(phone).toBe(sent);
  });

  it('has no client checks: an empty form goes to the server, whose errors show on each field and one flash per field', async () => {
    locations();
    const post = vi.fn();
    server.use(
      mock.post('/customer/account/addresses/create', () => {
        post();
        return HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              first_name: ['The first name field is required.', 'x'],
              'address.0': ['The address.0 field is required.'],
              state: ['The state field is required.'],
            },
          },
          { status: 422 },
        );
      }),
    );
    render(<AddressForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const first = await screen.findByLabelText(/^First Name/);
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The first name field is required.').id).toBe(first.getAttribute('aria-describedby'));
    expect(screen.getByLabelText(/^Street Address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^District/).getAttribute('aria-invalid')).toBe('true');
    expect(messages()).toEqual([
      ['error', 'first_name: The first name field is required.'],
      ['error', 'address.0: The address.0 field is required.'],
      ['error', 'state: The state field is required.'],
    ]);
  });

  it('any other failure says SPEC §8 text and keeps what was typed', async () => {
    locations();
    server.use(mock.post('/customer/account/addresses/create', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    render(<AddressForm />);
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(messages()).toEqual([['error', 'Error saving address. Please try again later.']]));
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Karim');
    expect((screen.getByLabelText(/^Thana/) as HTMLSelectElement).value).toBe('Gulshan');
  });

  it('sends once however often Save is clicked while it is in flight', async () => {
    locations();
    const post = vi.fn();
    let release!: () => void;
    server.use(
      mock.post('/customer/account/addresses/create', async () => {
        post();
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ error: 'x' }, { status: 500 });
      }),
    );
    render(<AddressForm />);
    const button = screen.getByRole('button', { name: 'Save Address' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save Address' }) as HTMLButtonElement).disabled).toBe(false));
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('address-form in Bangla', () => {
  it('labels the fields, options and button in Bangla, and says the failure in Bangla', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    locations();
    server.use(mock.post('/customer/account/addresses/create', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    render(<AddressForm />);
    expect(screen.getByRole('heading', { name: 'নতুন ঠিকানা যোগ করুন' })).toBeTruthy();
    for (const label of ['প্রথম নাম', 'শেষ নাম', 'বাসা ও রাস্তার ঠিকানা', 'জেলা', 'থানা', 'পোস্ট কোড', 'ইমেইল', 'ফোন']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    }
    expect(await screen.findByRole('option', { name: 'জেলা বেছে নিন' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'থানা বেছে নিন' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' }));
    await waitFor(() => expect(messages()).toEqual([['error', 'ঠিকানা সংরক্ষণ করা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।']]));
  });
});
