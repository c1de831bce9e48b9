import { globals } from '../stores/globals';

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
    return new Intl.DateTimeFormat(globals().locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      // A bare date is a calendar day: never shift it across midnight.
      ...(dateOnly ? { timeZone: 'UTC' } : {}),
    }).format(date);
  } catch {
    return text;
  }
}

/** The machine-readable form for <time dateTime>, or undefined when it is not a date. */
export function isoDate(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text);
  return match ? match[0] : undefined;
}
