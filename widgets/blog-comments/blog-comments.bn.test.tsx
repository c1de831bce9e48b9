import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { BlogComments } from './BlogComments';

const server = useMockServer();
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    blog_id: 3,
    comment_by: i === 0 ? '' : `Reader ${i + 1}`,
    comments: `Comment ${i + 1}`,
    date: '2025-06-01',
  }));

describe('blog-comments in Bangla', () => {
  beforeEach(() => speakBangla());

  it('shows the count in Bengali digits, the list and the form in Bangla', async () => {
    server.use(mock.get('/all-comments/:blogId', () => HttpResponse.json(rows(12))));
    render(<BlogComments blogId={3} />);
    expect(await screen.findByRole('heading', { name: 'মন্তব্য (১২)' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'মন্তব্যসমূহ' });
    expect(within(list).getByText('অজ্ঞাতনামা')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'মন্তব্যের পৃষ্ঠা' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'মন্তব্য করুন' });
    expect(within(form).getByRole('textbox', { name: 'নাম' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'মন্তব্য' })).toBeTruthy();
  });

  it('gives the SPEC messages in Bangla, and the failure too', async () => {
    server.use(
      mock.get('/all-comments/:blogId', () => HttpResponse.json([])),
      mock.post('/submit-comment', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })),
    );
    render(<BlogComments blogId={3} />);
    expect(await screen.findByText('এখনও কোনো মন্তব্য নেই। প্রথম মন্তব্যটি আপনিই করুন।')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'মন্তব্য জমা দিন' }));
    expect(await screen.findByText('অনুগ্রহ করে আপনার নাম লিখুন।')).toBeTruthy();
    expect(screen.getByText('অনুগ্রহ করে আপনার ইমেইল লিখুন।')).toBeTruthy();
    expect(screen.getByText('অনুগ্রহ করে আপনার মন্তব্য লিখুন।')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'নাম' }), 'Rupa');
    await userEvent.type(screen.getByRole('textbox', { name: 'ইমেইল' }), 'rupa@');
    await userEvent.type(screen.getByRole('textbox', { name: 'মন্তব্য' }), 'ভালো লেখা');
    await userEvent.click(screen.getByRole('button', { name: 'মন্তব্য জমা দিন' }));
    expect(await screen.findByText('ইমেইল ঘরে একটি সঠিক ইমেইল ঠিকানা দিন')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'ইমেইল' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ইমেইল' }), 'rupa@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'মন্তব্য জমা দিন' }));
    expect(await screen.findByText('মন্তব্য জমা দেওয়া যায়নি। আবার চেষ্টা করুন।')).toBeTruthy();
  });
});
