import { describe, expect, it } from 'vitest';
import { latinDigits, normalisePhone, typedNumber } from './normalise-digits';

describe('latinDigits', () => {
  it.each([
    ['০১২৩৪৫৬৭৮৯', '0123456789'],
    ['৳ ১,২৫০', '৳ 1,250'],
    ['abc ১২', 'abc 12'],
    ['', ''],
  ])('%j → %j', (typed, read) => {
    expect(latinDigits(typed)).toBe(read);
  });
});

describe('normalisePhone', () => {
  it.each([
    // The three ways of writing one Bangladeshi mobile.
    ['+880 1711-223344', '01711223344'],
    ['8801711223344', '01711223344'],
    ['০১৭১১২২৩৩৪৪', '01711223344'],
    // Other ways people write it.
    ['+88 01711 223344', '01711223344'],
    ['008801711223344', '01711223344'],
    ['+880 (1711) 223.344', '01711223344'],
    ['০১৭১১-২২৩৩৪৪', '01711223344'],
    ['+৮৮০১৭১১২২৩৩৪৪', '01711223344'],
    ['01711 223 344', '01711223344'],
    ['০১৭11-২২৩৩৪৪', '01711223344'], // mixed Bengali and Latin digits
    ['\u00A001711\u2013223344 ', '01711223344'], // a pasted no-break space and en dash
    ['01711223344', '01711223344'],
    // Nothing to normalise, or not a Bangladeshi mobile: only the digits and separators change.
    ['', ''],
    ['   ', ''],
    ['02-9123456', '029123456'], // a Dhaka landline
    ['+880 2 9123456', '+88029123456'], // a landline with the country code stays international
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['8801211223344', '8801211223344'], // 012 is no mobile operator
    ['88017112233445', '88017112233445'], // one digit too many
    ['+880 1711-22334', '+880171122334'], // one too few
    // Letters stay, so SPEC §5's phone rule still refuses them.
    ['0171l223344', '0171l223344'],
    ['call me', 'callme'],
  ])('%j → %j', (typed, sent) => {
    expect(normalisePhone(typed)).toBe(sent);
  });
});

describe('typedNumber', () => {
  it.each([
    ['৬০০০০', 60000],
    ['60,000', 60000],
    ['৬০,০০০', 60000],
    [' 1500 ', 1500],
    ['', NaN],
    ['abc', NaN],
  ])('%j → %d', (typed, n) => {
    expect(typedNumber(typed)).toBe(n);
  });
});
