import { globals } from '../../page/globals';
import { numberFormat } from '../number-format';

/** U+00A0: keeps the symbol and the number on one line (a lone '৳' at a line end reads as broken). */
const NBSP = '\u00a0';

const WHOLE = { maximumFractionDigits: 0 };
const PAISA = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * SPEC §1: the page's currency symbol, a non-breaking space, the number in the
 * page locale's grouping ("৳ 1,23,456" for en-IN). Whole amounts have no
 * decimals, any other has exactly two ("৳ 2,082.50", never "৳ 2,082.5").
 * Non-numbers show as 0 rather than NaN.
 */
export function formatPrice(amount: number | string | null | undefined, options: { symbol?: string; locale?: string } = {}): string {
  const { currencySymbol, locale } = globals();
  const parsed = Number(amount);
  // Rounded to paisa first, so 99.999 is "100", not "100.00"; `|| 0` turns -0 into 0.
  const value = Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 || 0 : 0;
  const number = numberFormat(options.locale ?? locale, Number.isInteger(value) ? WHOLE : PAISA).format(value);
  return `${options.symbol ?? currencySymbol}${NBSP}${number}`;
}
