import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { ProductDetails } from './ProductDetails';
import { configurableRaw, parse, simpleRaw, variantsAnswer } from './test-data';

const server = useMockServer();

describe('product-details in Bangla', () => {
  beforeEach(async () => {
    await speakBangla();
    window.history.replaceState(null, '', '/products/item');
  });

  it('speaks Bangla on the purchase panel, the gallery, the tabs and the vendor block', async () => {
    render(<ProductDetails product={parse(simpleRaw)} />);
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পরিমাণ বাড়ান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পরিমাণ কমান' })).toBeTruthy();
    // The quantity in Bengali digits, as every other number on the page.
    await userEvent.click(screen.getByRole('button', { name: 'পরিমাণ বাড়ান' }));
    expect(screen.getByLabelText<HTMLInputElement>('পরিমাণ').value).toBe('২');
    expect(screen.getByText('৳ ১,৬৫০')).toBeTruthy();
    expect(screen.getByText(/^পণ্য কোড:/)).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'পণ্যের তথ্য' });
    expect(within(tabs).getByRole('tab', { name: 'বিবরণ' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'রিভিউ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'বিক্রেতা' })).toBeTruthy();
    expect(screen.getByText('আমাদের বিশ্বস্ত সহযোগী প্রতিষ্ঠান পণ্যটি বিক্রি ও ডেলিভারি করে।')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'পণ্যের ছবি' })).getByRole('button', { name: '২ নম্বর ছবি দেখুন' })).toBeTruthy();
    const zoom = screen.getByRole('button', { name: 'Aarong Silk Fatua-এর ছবি বড় করে দেখুন' });
    expect(zoom.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(zoom.getAttribute('aria-describedby')!)!.textContent).toContain('সর্বোচ্চ ৩.৫ গুণ');
    await userEvent.click(zoom);
    expect(screen.getByRole('status').textContent).toBe('১.৫ গুণ বড়');
  });

  it('names the variant group in Bangla, with Bengali digits in the prices', async () => {
    server.use(mock.get('/get/variant-products/2', () => HttpResponse.json(variantsAnswer)));
    render(<ProductDetails product={parse(configurableRaw)} />);
    const group = await screen.findByRole('group', { name: 'অপশন' });
    expect(within(group).getByText('৳ ২,৮৯০')).toBeTruthy();
  });
});
