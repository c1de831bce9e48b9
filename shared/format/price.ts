import { globals } from '../stores/globals';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * SPEC §1: the page's currency symbol, one space, the number in the page
 * locale's grouping ("৳ 1,23,456" for en-IN). Non-numbers show as 0 rather than NaN.
 */
export function formatPrice(amount: number | string | null | undefined, options: { symbol?: string; locale?: string } = {}): string {
  const { currencySymbol, locale } = globals();
  const value = Number(amount);
  const number = numberFormat(options.locale ?? locale).format(Number.isFinite(value) ? value : 0);
  return `${options.symbol ?? currencySymbol} ${number}`;
}
