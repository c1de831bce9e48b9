import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage, speakBangla } from '../../shared/testing/page';
import { RegisterForm, REGISTER_REDIRECT_MS } from './RegisterForm';

const server = useMockServer();
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const messages = () => flashes.value.map((f) => [f.type, f.message]);

async function fill(user = userEvent.setup(), phone = '+8801711000000') {
  await user.type(input(/^First Name/), 'Karim');
  await user.type(input(/^Last Name/), 'Ahmed');
  await user.type(input(/^Email/), 'karim@example.com');
  await user.type(input(/^Phone/), phone);
  await user.type(input(/^Password/), 'secret12');
  await user.type(input(/^Confirm Password/), 'secret12');
  await user.click(screen.getByRole('checkbox', { name: 'Subscribe to newsletter' }));
  return user;
}

describe('register-form', () => {
  beforeEach(() => {
    freshPage();
    vi.restoreAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it('is titled "Create an account" and links to the login page', () => {
    render(<RegisterForm />);
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/customer/login');
  });

  it('sends every SPEC field, reads Loading... while sending and goes to login 1.3 s after success', async () => {
    let body: unknown;
    let release!: () => void;
    server.use(
      mock.post('/customer/register', async ({ request }) => {
        body = await request.json();
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ success: true, message: 'Account created successfully.' });
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<RegisterForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const loading = await screen.findByRole('button', { name: 'Loading...' });
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toEqual({
      first_name: 'Karim',
      last_name: 'Ahmed',
      email: 'karim@example.com',
      phone: '01711000000', // typed +8801711000000: sent as Bangladesh writes it
      password: 'secret12',
      password_confirmation: 'secret12',
      is_subscribed: 1,
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    release();
    await waitFor(() => expect(messages()).toEqual([['success', 'Account created successfully.']]));
    act(() => vi.advanceTimersByTime(REGISTER_REDIRECT_MS - 50));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(assign).toHaveBeenCalledWith('/customer/login');
    expect(REGISTER_REDIRECT_MS).toBe(1300);
  });

  it('shows server errors on their fields', async () => {
    server.use(
      mock.post('/customer/register', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { email: ['The email has already been taken.'], password: ['The password must be at least 6 characters.'] } },
          { status: 422 },
        ),
      ),
    );
    render(<RegisterForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const error = await screen.findByText('The email has already been taken.');
    expect(input(/^Email/).getAttribute('aria-describedby')).toBe(error.id);
    expect(input(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^First Name/).value).toBe('Karim');
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it.each([
    ['a 200 without success', () => HttpResponse.json({ message: 'hm' })],
    ['a server error', () => HttpResponse.json({ error: 'x' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('warns "Unexpected response from the server." on %s', async (_name, reply) => {
    server.use(mock.post('/customer/register', reply));
    render(<RegisterForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(messages()).toEqual([['warning', 'Unexpected response from the server.']]));
    expect(input(/^Email/).value).toBe('karim@example.com');
  });

  it.each(['+880 1711-223344', '০১৭১১২২৩৩৪৪'])('sends the phone typed as %j as 01711223344', async (typed) => {
    let phone: unknown;
    server.use(
      mock.post('/customer/register', async ({ request }) => {
        phone = ((await request.json()) as { phone?: unknown }).phone;
        return HttpResponse.json({ success: true, message: 'Account created successfully.' });
      }),
    );
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<RegisterForm />);
    const user = await fill(userEvent.setup(), typed);
    expect(screen.queryByText(/valid phone number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(phone).toBe('01711223344'));
  });

  it('applies the generic required wording and SPEC §5 phone rule before sending', async () => {
    const post = vi.fn();
    server.use(mock.post('/customer/register', () => (post(), HttpResponse.json({}))));
    render(<RegisterForm />);
    const user = userEvent.setup();
    await user.click(input(/^First Name/));
    await user.tab();
    expect(await screen.findByText('The First Name field is required')).toBeTruthy();
    await user.type(input(/^Phone/), '01711-000x');
    expect(await screen.findByText('This Phone must be a valid phone number.')).toBeTruthy();
    await user.clear(input(/^Phone/));
    await waitFor(() => expect(screen.queryByText(/valid phone number/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The Password field is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('register-form in Bangla', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('speaks Bangla: title, labels, sign-in link, password checks and the unexpected-answer warning', async () => {
    await speakBangla();
    const post = vi.fn();
    server.use(mock.post('/customer/register', () => (post(), HttpResponse.json({ message: 'hm' }))));
    render(<RegisterForm />);
    expect(screen.getByRole('heading', { name: 'অ্যাকাউন্ট তৈরি করুন' })).toBeTruthy();
    expect(screen.getByText('আগে থেকেই অ্যাকাউন্ট আছে?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'লগইন করুন' }).getAttribute('href')).toBe('/customer/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'রেজিস্টার করুন' }));
    expect(await screen.findByText('পাসওয়ার্ড দিন')).toBeTruthy();
    expect(screen.getByText('পাসওয়ার্ডটি আবার লিখে নিশ্চিত করুন')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.type(input(/^প্রথম নাম/), 'Karim');
    await user.type(input(/^শেষ নাম/), 'Ahmed');
    await user.type(input(/^ইমেইল/), 'karim@example.com');
    await user.type(input(/^পাসওয়ার্ড \*/), 'secret12');
    await user.type(input(/^পাসওয়ার্ড নিশ্চিত করুন/), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: 'নিউজলেটার সাবস্ক্রাইব করুন' }));
    await user.click(screen.getByRole('button', { name: 'রেজিস্টার করুন' }));
    await waitFor(() => expect(messages()).toEqual([['warning', 'সার্ভার থেকে অপ্রত্যাশিত উত্তর এসেছে।']]));
  });
});
