import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/net/navigate';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage, speakBangla } from '../../shared/testing/page';
import { longDate } from '../../shared/text/format/date';
import { ProfileForm } from './ProfileForm';

const server = useMockServer();
const profile = {
  email: 'rahim@example.com',
  first_name: 'Rahim',
  last_name: 'Uddin',
  date_of_birth: '1990-05-14',
  phone: '01711223344',
  gender: 'Male',
  subscribed_to_news_letter: 1,
  image_url: null,
};
const messages = () => flashes.value.map((f) => [f.type, f.message]);
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function openForm() {
  server.use(mock.get('/customer/account/profile/edit-info', () => HttpResponse.json({ data: profile })));
  render(<ProfileForm />);
  await screen.findByRole('heading', { name: 'Update Profile' });
}

describe('profile-form', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: true });
    vi.restoreAllMocks();
  });

  it('fills the form from edit-info and marks Profile as the current menu entry', async () => {
    await openForm();
    expect(input(/^First Name/).value).toBe('Rahim');
    expect(input(/^Mobile/).value).toBe('01711223344');
    expect((screen.getByLabelText(/^Gender/) as HTMLSelectElement).value).toBe('Male');
    expect(input(/^Date of Birth/).value).toBe('1990-05-14');
    expect((screen.getByRole('checkbox', { name: 'Subscribe to newsletter' }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(screen.getByLabelText(/^Gender/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Gender', 'Male', 'Female', 'Undefined']);
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/customer/account/profile'],
      ['Orders', '/customer/account/orders/data'],
      ['Reviews', '/customer/account/reviews'],
      ['Downloads', '/customer/account/downloadable-products'],
      ['Addresses', '/customer/account/addresses'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the date of birth as SPEC §9 "F j, Y", tied to the field', async () => {
    await openForm();
    const shown = screen.getByText('May 14, 1990');
    expect(input(/^Date of Birth/).getAttribute('aria-describedby')).toContain(shown.parentElement!.id);
    fireEvent.change(input(/^Date of Birth/), { target: { value: '2026-11-22' } });
    expect(await screen.findByText('November 22, 2026')).toBeTruthy();
    expect(longDate('2026-02-30')).toBe('');
  });

  it('checks the required fields on blur with the generic message, tied to the field', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.clear(input(/^First Name/));
    await user.tab();
    const error = await screen.findByText('The First Name field is required');
    expect(input(/^First Name/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^First Name/).getAttribute('aria-describedby')).toBe(error.id);
    await user.clear(input(/^Email/));
    await user.type(input(/^Email/), 'not-an-email');
    expect(await screen.findByText('The Email field must be a valid email address')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Gender/), '');
    expect(await screen.findByText('The Gender field is required')).toBeTruthy();
    fireEvent.change(input(/^Date of Birth/), { target: { value: '' } });
    fireEvent.blur(input(/^Date of Birth/));
    expect(await screen.findByText('The Date of Birth field is required')).toBeTruthy();
  });

  it('applies SPEC §5 phone rule to Mobile as it is typed', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.clear(input(/^Mobile/));
    await user.type(input(/^Mobile/), '017-11x');
    expect(await screen.findByText('This Mobile must be a valid phone number.')).toBeTruthy();
    await user.clear(input(/^Mobile/));
    await user.type(input(/^Mobile/), '+8801711223344');
    await waitFor(() => expect(screen.queryByText('This Mobile must be a valid phone number.')).toBeNull());
    await user.clear(input(/^Mobile/));
    expect(await screen.findByText('The Mobile field is required')).toBeTruthy();
  });

  it.each(['+880 1711-223344', '০১৭১১২২৩৩৪৪'])('sends the Mobile typed as %j as 01711223344', async (typed) => {
    let sent: FormData | undefined;
    server.use(
      mock.post('/customer/account/profile/edit', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: profile, message: 'Profile updated successfully.' });
      }),
    );
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    await openForm();
    const user = userEvent.setup();
    await user.clear(input(/^Mobile/));
    await user.type(input(/^Mobile/), typed);
    expect(screen.queryByText(/valid phone number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(sent?.get('phone')).toBe('01711223344'));
  });

  it('wants the confirmation to match a new password; passwords are optional otherwise', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.type(input(/^New Password/), 'secret12');
    await user.type(input(/^Confirm Password/), 'secret13');
    expect(await screen.findByText('The Confirm Password field must match New Password')).toBeTruthy();
    await user.type(input(/^Confirm Password/), '{Backspace}2');
    await waitFor(() => expect(screen.queryByText(/must match/)).toBeNull());
  });

  it('saves as multipart, says so and reloads the profile page', async () => {
    let sent: FormData | undefined;
    server.use(
      mock.post('/customer/account/profile/edit', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: profile, message: 'Profile updated successfully.' });
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'Undefined');
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe to newsletter' }));
    await user.upload(input(/^Profile Image/), new File(['x'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/customer/account/profile'));
    expect(messages()).toEqual([['success', 'Profile Updated Successfully']]);
    expect(sent?.get('gender')).toBe('Undefined');
    expect(sent?.get('date_of_birth')).toBe('1990-05-14');
    expect(sent?.get('news_letter')).toBe('0');
    expect(sent?.get('phone')).toBe('01711223344');
    expect((sent?.get('image') as File).name).toBe('me.png');
  });

  it('sends one save however often Update Profile is clicked, the button disabled while it is on its way', async () => {
    let posts = 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mock.post('/customer/account/profile/edit', async () => {
        posts += 1;
        await answered;
        return HttpResponse.json({ data: profile, message: 'Profile updated successfully.' });
      }),
    );
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    await openForm();
    const button = screen.getByRole('button', { name: 'Update Profile' }) as HTMLButtonElement;
    await userEvent.dblClick(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    await userEvent.click(button);
    expect(posts).toBe(1);
    answer();
    await waitFor(() => expect(messages()).toEqual([['success', 'Profile Updated Successfully']]));
    expect(posts).toBe(1);
  });

  it('shows server errors on their fields and flashes each as "field: message"', async () => {
    server.use(
      mock.post('/customer/account/profile/edit', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { email: ['The email has already been taken.'], current_password: ['Current password does not match.'] } },
          { status: 422 },
        ),
      ),
    );
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(input(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The email has already been taken.')).toBeTruthy();
    expect(screen.getByText('Current password does not match.')).toBeTruthy();
    expect(messages()).toEqual([
      ['error', 'email: The email has already been taken.'],
      ['error', 'current_password: Current password does not match.'],
    ]);
  });

  it('any other failure says SPEC §8 fallback and keeps the edits', async () => {
    server.use(mock.post('/customer/account/profile/edit', () => HttpResponse.error()));
    await openForm();
    const user = userEvent.setup();
    await user.clear(input(/^Last Name/));
    await user.type(input(/^Last Name/), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(messages()).toEqual([['error', 'Error updating profile. Please try again later.']]));
    expect(input(/^Last Name/).value).toBe('Mia');
  });

  it('does not submit while a client rule fails', async () => {
    const post = vi.fn();
    server.use(mock.post('/customer/account/profile/edit', () => (post(), HttpResponse.json({}))));
    await openForm();
    await userEvent.clear(input(/^First Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('The First Name field is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    server.use(mock.get('/customer/account/profile/edit-info', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    render(<ProfileForm />);
    expect(await screen.findByText('Your profile could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeTruthy();
  });
});

describe('profile-form in Bangla', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('speaks Bangla: menu, labels, gender choices, the date of birth in Bengali digits, the saved flash', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(
      mock.get('/customer/account/profile/edit-info', () => HttpResponse.json({ data: profile })),
      mock.post('/customer/account/profile/edit', () => HttpResponse.json({ data: profile, message: 'Profile updated successfully.' })),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(<ProfileForm />);
    await screen.findByRole('heading', { name: 'প্রোফাইল আপডেট করুন' });
    const menu = screen.getByRole('navigation', { name: 'অ্যাকাউন্ট মেনু' });
    expect(within(menu).getByRole('link', { name: 'প্রোফাইল' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'অর্ডার' }).getAttribute('href')).toBe('/customer/account/orders/data');
    const gender = screen.getByLabelText(/^লিঙ্গ/) as HTMLSelectElement;
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ['লিঙ্গ বেছে নিন', ''],
      ['পুরুষ', 'Male'],
      ['নারী', 'Female'],
      ['উল্লেখ করতে চাই না', 'Undefined'],
    ]);
    expect(screen.getByText('১৪ মে, ১৯৯০')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'নিউজলেটার সাবস্ক্রাইব করুন' })).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(input(/^প্রথম নাম/));
    await user.tab();
    await waitFor(() => expect(input(/^প্রথম নাম/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input(/^প্রথম নাম/).getAttribute('aria-describedby')!)?.textContent).toContain('প্রথম নাম');
    await user.type(input(/^প্রথম নাম/), 'Rahim');
    await user.click(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/customer/account/profile'));
    expect(messages()).toEqual([['success', 'প্রোফাইল সফলভাবে আপডেট হয়েছে']]);
  });

  it('says in Bangla when the profile cannot be loaded', async () => {
    await speakBangla({ currencySymbol: '৳', isCustomer: true });
    server.use(mock.get('/customer/account/profile/edit-info', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    render(<ProfileForm />);
    expect(await screen.findByText('আপনার প্রোফাইল লোড করা যায়নি।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });
});
