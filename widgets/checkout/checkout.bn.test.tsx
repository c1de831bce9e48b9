import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { Checkout } from './Checkout';
import { cartBody, happyBackend, messages } from './test-kit';

// Form-filling steps are slow on a busy 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });
const server = useMockServer();
const customer = { currencySymbol: '৳', isCustomer: true, customer: { email: 'rahim@example.com.bd', first_name: 'Rahim', last_name: 'Uddin' } };

describe('checkout in Bangla', () => {
  it('walks a customer through address, Pathao delivery and payment in Bangla, with Bengali digits', async () => {
    await speakBangla({ ...customer, courierActive: true });
    happyBackend(server, cartBody({ coupon_code: 'EID10' }));
    render(<Checkout />);

    const summary = await screen.findByRole('region', { name: 'অর্ডারের সারসংক্ষেপ' });
    expect(within(summary).getByText('× ৩')).toBeTruthy();
    expect(within(summary).getByText('সাবটোটাল')).toBeTruthy();
    expect(within(summary).getByText('সর্বমোট')).toBeTruthy();
    expect(within(summary).getByText('কুপন প্রয়োগ করা হয়েছে:', { exact: false }).querySelector('strong')?.textContent).toBe('EID10');
    expect(within(summary).getByRole('button', { name: 'কুপন সরান' })).toBeTruthy();

    const addresses = await screen.findByRole('group', { name: 'বিলিং ঠিকানা' });
    expect(screen.getByRole('button', { name: 'নতুন ঠিকানা যোগ করুন' })).toBeTruthy();
    await userEvent.click(within(addresses).getByRole('radio', { name: /House 12/ }));
    await waitFor(() => expect(messages()).toContain('success: ঠিকানা সফলভাবে সংরক্ষণ করা হয়েছে!'));

    const shipping = await screen.findByRole('group', { name: 'ডেলিভারি পদ্ধতি' });
    await userEvent.click(within(shipping).getByRole('radio', { name: /^পাঠাও এক্সপ্রেস/ }));
    await screen.findByRole('group', { name: 'পেমেন্ট পদ্ধতি' });
    // The courier's fee through formatPrice: Bengali digits after a no-break space.
    await waitFor(() => expect(within(summary).getByText('কুরিয়ার ডেলিভারি ফি').nextSibling?.textContent).toBe('৳\u00a0১০০'));

    expect(screen.getByRole('button', { name: 'অর্ডার করুন' })).toBeTruthy();
  });

  it('asks a guest for the address in Bangla and names the Bangla field in its errors', async () => {
    await speakBangla();
    happyBackend(server);
    render(<Checkout />);

    const form = await screen.findByRole('form', { name: 'ডেলিভারি ঠিকানা' });
    const city = within(form).getByRole('combobox', { name: /শহর/ });
    await waitFor(() => expect(within(city).getByRole('option', { name: 'শহর বেছে নিন' })).toBeTruthy());
    expect(within(form).getByRole('combobox', { name: /জোন/ })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' }));
    const first = within(form).getByRole('textbox', { name: /নামের প্রথম অংশ/ });
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(first.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toContain('নামের প্রথম অংশ');
  });

  it('warns in Bangla when the order is placed before the choices are saved', async () => {
    await speakBangla(customer);
    happyBackend(server);
    render(<Checkout />);
    await userEvent.click(await screen.findByRole('button', { name: 'অর্ডার করুন' }));
    expect(messages()).toEqual(['warning: ডেলিভারি ঠিকানা, ডেলিভারি পদ্ধতি ও পেমেন্ট পদ্ধতি বেছে নিন।']);
  });
});
