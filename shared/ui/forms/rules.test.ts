import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activeLanguage } from '../../text/i18n/catalogue';
import { freshPage, speakBangla } from '../../testing/page';
import { email, messages, phone, phoneText, required, requiredPhone } from './rules';

/** A widget's own text, as its `() => t('key')` would give it. */
const text = (en: string, bn: string) => () => (activeLanguage() === 'bn' ? bn : en);

// Built at module load, as the widgets' schemas are: the messages are read when shown.
const Form = v.object({
  name: required('First Name'),
  email: email(text('Email', 'ইমেইল')),
  phone: requiredPhone('Mobile'),
  note: required('Note', text('Please Enter a Note.', 'একটি নোট লিখুন।')),
});

function issues(input: unknown) {
  const result = v.safeParse(Form, input);
  return result.success ? {} : v.flatten<typeof Form>(result.issues).nested;
}

describe('form rules (SPEC §5)', () => {
  it("speak SPEC's English wording on an English page", () => {
    freshPage();
    expect(issues({ name: ' ', email: 'x', phone: 'abc', note: '' })).toEqual({
      name: ['The First Name field is required'],
      email: ['The Email field must be a valid email address'],
      phone: ['This Mobile must be a valid phone number.'],
      note: ['Please Enter a Note.'],
    });
    expect(messages.min('Password', 6)).toBe('The Password field must be at least 6 characters');
    expect(messages.same('Confirm Password', 'New Password')).toBe('The Confirm Password field must match New Password');
  });

  it('speak Bangla on a Bangla page, though the schema was built before the catalogue came', async () => {
    await speakBangla();
    expect(issues({ name: '', email: 'x', phone: '12a', note: ' ' })).toEqual({
      name: ['First Name ঘরটি পূরণ করা আবশ্যক'],
      email: ['ইমেইল ঘরে একটি সঠিক ইমেইল ঠিকানা দিন'],
      phone: ['Mobile একটি সঠিক ফোন নম্বর হতে হবে।'],
      note: ['একটি নোট লিখুন।'],
    });
    expect(messages.min(() => 'পাসওয়ার্ড', 6)).toBe('পাসওয়ার্ড ঘরে কমপক্ষে ৬টি অক্ষর থাকতে হবে');
  });

  it('normalise a phone before the rule runs and pass on the normalised number; nothing stricter', () => {
    freshPage();
    const mobile = requiredPhone('Mobile');
    expect(v.parse(mobile, '+880 1711-223344')).toBe('01711223344');
    expect(v.parse(mobile, '০১৭১১২২৩৩৪৪')).toBe('01711223344');
    expect(v.parse(mobile, '+44 20 7946 0958')).toBe('+442079460958');
    expect(v.parse(mobile, '12')).toBe('12'); // the rule asks for digits, not a length
    expect(v.safeParse(mobile, '01711-22x').issues?.[0]?.message).toBe('This Mobile must be a valid phone number.');
    expect(v.parse(phone('Phone'), ' ')).toBe('');
    expect(v.safeParse(phone('Phone'), '+880 1711 abc').issues?.[0]?.message).toBe('This Phone must be a valid phone number.');
    // The address screen's phone: normalised, never refused.
    expect(v.parse(phoneText(), '+880 1711-223344')).toBe('01711223344');
    expect(v.parse(phoneText(), 'abc')).toBe('abc');
  });
});
