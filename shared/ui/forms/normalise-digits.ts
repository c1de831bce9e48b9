/**
 * What people type, as the shop reads it: Bengali digits (০–৯) become Latin, and a phone number
 * loses the spaces, dashes, dots and brackets people write in it. A Bangladeshi mobile written with
 * its country code (+880 1711-223344, 8801711223344, 008801711223344) becomes the 11 digits
 * everyone in Bangladesh writes (01711223344). Nothing is judged here: the SPEC §5 rule runs after.
 */

/** Bengali digits (U+09E6–U+09EF) as Latin ones; everything else as it was. */
export function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

// Whitespace (a pasted number brings no-break spaces), hyphens and dashes, dots, brackets.
const SEPARATORS = /[\s\u00A0\u2010-\u2015\u2212\-.()]/g;
// 88 + 01 + operator 3–9 + eight digits, with a leading + or 00 or neither.
const BD_MOBILE = /^(?:\+|00)?88(01[3-9]\d{8})$/;

/** A typed phone number as it is checked and sent: see the module comment. */
export function normalisePhone(typed: string): string {
  const compact = latinDigits(typed).replace(SEPARATORS, '');
  return BD_MOBILE.exec(compact)?.[1] ?? compact;
}

/** A typed amount (Latin or Bengali digits, thousands commas allowed) as a number; NaN when it is none. */
export function typedNumber(typed: string): number {
  const plain = latinDigits(typed).replace(/[\s,]/g, '');
  return plain === '' ? NaN : Number(plain);
}
