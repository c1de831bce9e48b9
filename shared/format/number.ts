import { globals } from '../stores/globals';

const formats = new Map<string, Intl.NumberFormat>();

/** A count, page number or rating as the shopper reads it: the page locale's digits ('৩' on bn-BD) and grouping. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const { locale } = globals();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format.format(value);
}
