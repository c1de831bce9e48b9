import { globals } from '../../page/globals';
import { numberFormat } from '../number-format';

/** A count, page number or rating as the shopper reads it: the page locale's digits ('৩' on bn-BD) and grouping. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(globals().locale, options).format(value);
}
