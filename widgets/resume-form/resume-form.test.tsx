import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage, speakBangla } from '../../shared/testing/page';
import { acceptedCv, CV_REQUIRED, CV_TOO_LARGE, CV_WRONG_TYPE, MAX_CV_BYTES } from './cv';
import { RESUME_FAILED, ResumeForm } from './ResumeForm';
import widget from './index';

const server = useMockServer();
// The real picker can be switched to "All files": let every file through as a shopper could. No
// timer between keys: each would be a macrotask and a render per character, most of this file's time.
const user = () => userEvent.setup({ applyAccept: false, delay: null });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pdf = (bytes = 2048, name = 'cv.pdf', type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

type Sent = Record<string, FormDataEntryValue>;
function backend(reply?: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  server.use(
    mock.post('/submit-resume', async ({ request }) => {
      sent.push(Object.fromEntries((await request.formData()).entries()));
      await delay(20);
      return reply ? reply() : HttpResponse.json({ success: true, message: 'Your resume has been submitted successfully.' });
    }),
  );
  return sent;
}

const box = (name: string) => screen.getByRole('textbox', { name });
const cvInput = () => screen.getByLabelText(/^CV/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit Resume' });

/** A field filled as a shopper pasting into it: one input event, where typing would render per key. */
async function paste(u: ReturnType<typeof user>, field: HTMLElement, text: string) {
  await u.click(field);
  await u.paste(text);
}

/** Every field filled; a phone given is typed key by key, as the tests of its normalisation need. */
async function fillAll(u = user(), typedPhone?: string) {
  await paste(u, box('Name'), 'Tania Akter');
  await paste(u, box('Email'), 'tania@example.com');
  const phone = screen.getByRole('textbox', { name: 'Phone' });
  if (typedPhone === undefined) await paste(u, phone, '+8801711000000');
  else await u.type(phone, typedPhone);
  await paste(u, box('Experience'), '3 years');
  await u.type(screen.getByLabelText(/^Date Of Birth/), '1998-04-12');
  await paste(u, box('Expected Salary'), '35000');
  await paste(u, box('Address'), 'House 12, Road 5, Dhanmondi, Dhaka');
  await paste(u, box('Message'), 'Available from next month.');
  return u;
}

describe('resume-form', () => {
  beforeEach(() => freshPage());

  it("is titled 'Send Us Your Resume' and warns about every missing field in the SPEC's words, sending nothing", async () => {
    const sent = backend();
    render(<ResumeForm jobPostId={2} />);
    expect(screen.getByRole('heading', { name: 'Send Us Your Resume' })).toBeTruthy();
    await user().click(submit());
    for (const message of [
      'Please Enter Your Name.',
      'Your Email.',
      'Your Phone no.',
      'Your Experience',
      'Your Date Of Birth',
      'Your Expected Salary',
      'Your Address',
      CV_REQUIRED,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(box('Message').getAttribute('aria-invalid')).toBeNull();
    const cv = cvInput();
    expect(cv.getAttribute('aria-invalid')).toBe('true');
    expect(
      cv
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(CV_REQUIRED);
    expect(sent).toEqual([]);
  });

  it('checks the email and phone formats', async () => {
    backend();
    render(<ResumeForm />);
    const u = user();
    await u.type(box('Email'), 'tania@');
    await u.type(screen.getByRole('textbox', { name: 'Phone' }), '01711-000x');
    await u.tab();
    expect(await screen.findByText('The email field must be a valid email address')).toBeTruthy();
    expect(screen.getByText('This phone must be a valid phone number.')).toBeTruthy();
  });

  it.each(['+880 1711-223344', '০১৭১১২২৩৩৪৪'])('sends the phone typed as %j as 01711223344', async (typed) => {
    const sent = backend();
    render(<ResumeForm />);
    const u = await fillAll(user(), typed);
    await u.upload(cvInput(), pdf());
    await u.click(submit());
    await screen.findByRole('status');
    expect(sent.map((body) => body['phone'])).toEqual(['01711223344']);
  });

  it('refuses a CV over 1572864 bytes as soon as it is chosen, and never sends it', async () => {
    const sent = backend();
    render(<ResumeForm />);
    const u = await fillAll();
    await u.upload(cvInput(), pdf(MAX_CV_BYTES + 1));
    expect(await screen.findByText(CV_TOO_LARGE)).toBeTruthy();
    await u.click(submit());
    expect(screen.getByText(CV_TOO_LARGE)).toBeTruthy();
    expect(sent).toEqual([]);
    await u.upload(cvInput(), pdf(MAX_CV_BYTES));
    expect(screen.queryByText(CV_TOO_LARGE)).toBeNull();
  });

  it('refuses a CV of the wrong type, by extension and by media type, and never sends it', async () => {
    const sent = backend();
    render(<ResumeForm />);
    const u = await fillAll();
    for (const file of [
      pdf(100, 'cv.exe', 'application/x-msdownload'),
      pdf(100, 'cv.pdf', 'text/html'),
      pdf(100, 'cv.svg', 'image/svg+xml'),
      pdf(100, 'cv.doc', 'application/msword'),
    ]) {
      await u.upload(cvInput(), file);
      await u.click(submit());
      expect(await screen.findByText(CV_WRONG_TYPE)).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it('accepts images, PDF and DOCX only when name and type agree', () => {
    expect(acceptedCv({ name: 'cv.PDF', type: 'application/pdf' })).toBe(true);
    expect(acceptedCv({ name: 'me.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(acceptedCv({ name: 'me.png', type: 'image/png' })).toBe(true);
    expect(acceptedCv({ name: 'cv.docx', type: DOCX })).toBe(true);
    expect(acceptedCv({ name: 'cv.docx', type: '' })).toBe(true);
    expect(acceptedCv({ name: 'cv.pdf', type: '' })).toBe(false);
    expect(acceptedCv({ name: 'cv.docx', type: 'application/x-msdownload' })).toBe(false);
    expect(acceptedCv({ name: 'cv.png', type: 'application/pdf' })).toBe(false);
    expect(acceptedCv({ name: 'pdf', type: 'application/pdf' })).toBe(false);
  });

  it('sends every field, the CV and the job post once as multipart, then shows a clear success state', async () => {
    const sent = backend();
    render(<ResumeForm jobPostId={2} />);
    const u = await fillAll();
    await u.upload(cvInput(), pdf(4096, 'tania-cv.docx', DOCX));
    await u.dblClick(submit());
    const done = await screen.findByRole('status');
    expect(within(done).getByText('Your resume has been submitted successfully.')).toBeTruthy();
    // Focus moves in the effect after the panel's render: wait for it, not for the render.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect({ ...body, file: undefined }).toEqual({
      name: 'Tania Akter',
      email: 'tania@example.com',
      phone: '01711000000', // entered as +8801711000000: sent as Bangladesh writes it
      experience: '3 years',
      dob: '1998-04-12',
      expected_salary: '35000',
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
      message: 'Available from next month.',
      job_post_id: '2',
      file: undefined,
    });
    expect((body['file'] as File).name).toBe('tania-cv.docx');
    expect((body['file'] as File).size).toBe(4096);
    await u.click(screen.getByRole('button', { name: 'Send another resume' }));
    expect(box('Name')).toHaveProperty('value', '');
  });

  it.each([
    ['an empty 204', () => new HttpResponse(null, { status: 204 })],
    ['a bare true', () => HttpResponse.json(true)],
  ])('takes %s as sent: SPEC leaves the answer unread', async (_name, reply) => {
    backend(reply);
    render(<ResumeForm />);
    const u = await fillAll();
    await u.upload(cvInput(), pdf());
    await u.click(submit());
    expect(within(await screen.findByRole('status')).getByText('Your resume has been submitted successfully.')).toBeTruthy();
    expect(screen.queryByText(RESUME_FAILED)).toBeNull();
  });

  it("says 'Failed to submit resume. Please try again.' on failure and keeps every field and the CV", async () => {
    backend(() => HttpResponse.json({ error: 'Server Error' }, { status: 500 }));
    render(<ResumeForm />);
    const u = await fillAll();
    await u.upload(cvInput(), pdf());
    await u.click(submit());
    expect((await screen.findByText(RESUME_FAILED)).closest('[role="alert"]')).toBeTruthy();
    expect(box('Name')).toHaveProperty('value', 'Tania Akter');
    expect(box('Address')).toHaveProperty('value', 'House 12, Road 5, Dhanmondi, Dhaka');
    expect(box('Message')).toHaveProperty('value', 'Available from next month.');
    expect(screen.getByLabelText(/^Date Of Birth/)).toHaveProperty('value', '1998-04-12');
    expect(cvInput().files?.[0]?.name).toBe('cv.pdf');
  });

  it('puts server validation errors on their fields', async () => {
    backend(() => HttpResponse.json({ message: 'Invalid', errors: { email: ['The email has already applied.'] } }, { status: 422 }));
    render(<ResumeForm />);
    const u = await fillAll();
    await u.upload(cvInput(), pdf());
    await u.click(submit());
    expect(await screen.findByText('The email has already applied.')).toBeTruthy();
    expect(box('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(RESUME_FAILED);
  });

  it('takes jobPostId as a number or numeric string, or none', () => {
    expect(widget.validate({ jobPostId: '3' })).toEqual({ ok: true, props: { jobPostId: 3 } });
    expect(widget.validate({})).toEqual({ ok: true, props: { jobPostId: undefined } });
    expect(widget.validate({ jobPostId: 'abc' }).ok).toBe(false);
  });
});

describe('resume-form in Bangla', () => {
  it('warns in Bangla about the missing fields and the CV, and says the failure in Bangla', async () => {
    await speakBangla();
    const sent = backend(() => HttpResponse.json({ error: 'Server Error' }, { status: 500 }));
    render(<ResumeForm />);
    expect(screen.getByRole('heading', { name: 'আপনার সিভি পাঠান' })).toBeTruthy();
    expect(screen.getByText('যেমন: কাস্টমার সাপোর্টে ৩ বছর')).toBeTruthy();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'সিভি জমা দিন' }));
    for (const message of ['অনুগ্রহ করে আপনার নাম লিখুন।', 'আপনার ফোন নম্বর লিখুন।', 'আপনার ঠিকানা লিখুন', 'আপলোড করার জন্য একটি সিভি বেছে নিন।']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(sent).toEqual([]);
    await paste(u, screen.getByRole('textbox', { name: 'নাম' }), 'Tania Akter');
    await paste(u, screen.getByRole('textbox', { name: 'ইমেইল' }), 'tania@example.com');
    await paste(u, screen.getByRole('textbox', { name: 'ফোন' }), '+8801711000000');
    await paste(u, screen.getByRole('textbox', { name: 'অভিজ্ঞতা' }), '3 years');
    await u.type(screen.getByLabelText(/^জন্ম তারিখ/), '1998-04-12');
    await paste(u, screen.getByRole('textbox', { name: 'প্রত্যাশিত বেতন' }), '35000');
    await paste(u, screen.getByRole('textbox', { name: 'ঠিকানা' }), 'Dhanmondi, Dhaka');
    await u.upload(screen.getByLabelText(/^সিভি/), pdf(MAX_CV_BYTES + 1));
    expect(await screen.findByText('ফাইলের আকার সর্বোচ্চ সীমা ১.৫ MB ছাড়িয়ে গেছে।')).toBeTruthy();
    await u.upload(screen.getByLabelText(/^সিভি/), pdf());
    await u.click(screen.getByRole('button', { name: 'সিভি জমা দিন' }));
    expect((await screen.findByText('সিভি জমা দেওয়া যায়নি। আবার চেষ্টা করুন।')).closest('[role="alert"]')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('confirms in Bangla when the server says nothing', async () => {
    await speakBangla();
    backend(() => new HttpResponse(null, { status: 204 }));
    render(<ResumeForm />);
    const u = user();
    await paste(u, screen.getByRole('textbox', { name: 'নাম' }), 'Tania Akter');
    await paste(u, screen.getByRole('textbox', { name: 'ইমেইল' }), 'tania@example.com');
    await paste(u, screen.getByRole('textbox', { name: 'ফোন' }), '+8801711000000');
    await paste(u, screen.getByRole('textbox', { name: 'অভিজ্ঞতা' }), '3 years');
    await u.type(screen.getByLabelText(/^জন্ম তারিখ/), '1998-04-12');
    await paste(u, screen.getByRole('textbox', { name: 'প্রত্যাশিত বেতন' }), '35000');
    await paste(u, screen.getByRole('textbox', { name: 'ঠিকানা' }), 'Dhanmondi, Dhaka');
    await u.upload(screen.getByLabelText(/^সিভি/), pdf());
    await u.click(screen.getByRole('button', { name: 'সিভি জমা দিন' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByText('আপনার সিভি সফলভাবে জমা হয়েছে।')).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'আরেকটি সিভি পাঠান' })).toBeTruthy();
  });
});
