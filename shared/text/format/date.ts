import { activeLanguage } from '../i18n/catalogue';
import { globals } from '../../page/globals';

const LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** SPEC §9's 'F j, Y' (January 15, 2025) in `locale`; a bare calendar day is read in UTC so no time zone shifts it. */
function longForm(date: Date, locale: string, calendarDay: boolean): string {
  return new Intl.DateTimeFormat(locale, calendarDay ? { ...LONG, timeZone: 'UTC' } : LONG).format(date);
}

/**
 * A server date ('2025-01-15', '2025-01-15 10:00:00' or ISO) as the shopper reads
 * it, like SPEC §9's 'F j, Y' (January 15, 2025) in the page's locale. A value
 * that is not a date is shown as given rather than as 'Invalid Date'.
 */
export function formatDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  if (Number.isNaN(date.getTime())) return text;
  try {
    return longForm(date, globals().locale, dateOnly);
  } catch {
    return text;
  }
}

/**
 * An order's server timestamp ('2026-11-20 09:30:00'): as sent on an English page, where SPEC shows
 * it so, and in the page's locale on a Bangla one ('২০ নভেম্বর, ২০২৬, ৯:৩০ AM'), with its digits
 * and month names. Anything that is not such a timestamp is shown as sent.
 */
export function orderDate(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value.trim());
  if (activeLanguage() === 'en' || !match) return value;
  try {
    // The server's wall-clock time, shown as written: read and formatted in UTC, so no zone shifts it.
    const at = new Date(`${match[1]}T${match[2]}:00Z`);
    return new Intl.DateTimeFormat(globals().locale, { ...LONG, hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
  } catch {
    return value;
  }
}

/**
 * The date picker's own 'F j, Y' display (flatpickr's altFormat: 'November 22, 2026') for a
 * year-month-day value, in the language the islands speak: the page's locale once its catalogue
 * is there ('২২ নভেম্বর, ২০২৬' on bn-BD), else en-US, so every English page shows it exactly as
 * before. '' for anything else, an impossible day included.
 */
export function longDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return '';
  return longForm(date, activeLanguage() === 'bn' ? globals().locale : 'en-US', true);
}

/** The machine-readable form for <time dateTime>, or undefined when it is not a date. */
export function isoDate(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text);
  return match ? match[0] : undefined;
}
