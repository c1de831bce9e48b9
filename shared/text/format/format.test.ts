import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage, speakBangla } from '../../testing/page';
import { cut } from './cut';
import { formatDate, isoDate, longDate, orderDate } from './date';
import { formatNumber } from './number';
import { formatPrice } from './price';
import { campaignPrice, cartPrice, positive, priceView } from './price-display';

describe('formatPrice', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', locale: 'en-IN' }));

  it('writes the symbol, a non-breaking space, then the number in the page locale grouping', () => {
    expect(formatPrice(123456)).toBe('৳\u00a01,23,456');
    expect(formatPrice(125000)).toBe('৳\u00a01,25,000');
    expect(formatPrice('1500.0000')).toBe('৳\u00a01,500');
  });

  it('never puts an ordinary space after the symbol, so ৳ cannot end a line alone', () => {
    expect(formatPrice(2082.5)).not.toMatch(/৳ /);
    expect(formatPrice(2082.5).charCodeAt(1)).toBe(0xa0);
  });

  it('shows whole amounts without decimals and any other with exactly two', () => {
    expect(formatPrice(2082.5)).toBe('৳\u00a02,082.50');
    expect(formatPrice(99.5)).toBe('৳\u00a099.50');
    expect(formatPrice('1001.5000')).toBe('৳\u00a01,001.50');
    expect(formatPrice(0.05)).toBe('৳\u00a00.05');
    expect(formatPrice(1234.567)).toBe('৳\u00a01,234.57');
    // Rounding to paisa first: an amount that rounds to a whole taka has no decimals.
    expect(formatPrice(99.999)).toBe('৳\u00a0100');
    expect(formatPrice(-0.001)).toBe('৳\u00a00');
    expect(formatPrice(0)).toBe('৳\u00a00');
  });

  it('uses en-US grouping by default and never prints NaN', () => {
    freshPage({ currencySymbol: 'Tk' });
    expect(formatPrice(123456)).toBe('Tk\u00a0123,456');
    expect(formatPrice(123456.4)).toBe('Tk\u00a0123,456.40');
    expect(formatPrice('abc')).toBe('Tk\u00a00');
  });
});

describe('cut', () => {
  it('appends ... only when the name is longer than the limit', () => {
    expect(cut('Electronics', 12)).toBe('Electronics');
    expect(cut('Home & Living', 12)).toBe('Home & Livin...');
    expect(cut('Exactly12chr', 12)).toBe('Exactly12chr');
    expect(cut(null, 12)).toBe('');
  });

  it('never splits a Bangla grapheme', () => {
    const name = 'কিশোরগঞ্জ জামদানি শাড়ি';
    const result = cut(name, 5);
    expect(result.endsWith('...')).toBe(true);
    expect(name.startsWith(result.slice(0, -3))).toBe(true);
  });
});

describe('priceView (SPEC §4)', () => {
  it('shows a campaign final price with the regular price struck', () => {
    expect(priceView({ price: 1000, special_price: 900, has_campaign: true, final_price: 800 })).toEqual({ current: 800, regular: 1000 });
  });
  it('shows a special price with the regular price struck', () => {
    expect(priceView({ price: 1000, special_price: 900 })).toEqual({ current: 900, regular: 1000 });
  });
  it('shows the plain price otherwise', () => {
    expect(priceView({ price: 1000, special_price: null })).toEqual({ current: 1000 });
  });
  it('uses the first variant prices when there are variants', () => {
    expect(priceView({ price: 0, product_variants: [{ price: 500, special_price: 450 }, { price: 700 }] })).toEqual({ current: 450, regular: 500 });
  });
  it('sends final_price for campaign products and special_price otherwise', () => {
    expect(cartPrice({ price: 1000, has_campaign: true, final_price: 800 })).toBe(800);
    expect(cartPrice({ price: 1000, has_campaign: true, final_price: null })).toBe(1000);
    expect(cartPrice({ price: 1000, special_price: 900 })).toBe(900);
    expect(cartPrice({ price: 1000 })).toBe(1000);
  });
});

describe('campaignPrice', () => {
  it('subtracts a percentage for Percentage and a fixed amount otherwise', () => {
    expect(campaignPrice(1000, { discount_type: 'Percentage', discount: 15 })).toBe(850);
    expect(campaignPrice(1000, { discount_type: 'Fixed', discount: 150 })).toBe(850);
    expect(campaignPrice(100, { discount_type: 'Fixed', discount: 150 })).toBe(0);
  });
});

describe('positive', () => {
  it('counts only a finite amount above zero', () => {
    expect([12.5, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined].map((n) => positive(n))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('dates (SPEC §9 F j, Y)', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', locale: 'en-US' }));

  it('formatDate: a server date in the page locale; a bare day never shifts; anything else as given', () => {
    expect(formatDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatDate(' 2025-01-15 ')).toBe('January 15, 2025');
    expect(formatDate('yesterday')).toBe('yesterday');
    expect(formatDate(null)).toBe('');
    expect(isoDate('2025-01-15 10:00:00')).toBe('2025-01-15');
  });

  it("longDate: the date picker's English display for a real year-month-day only", () => {
    freshPage({ currencySymbol: '৳', locale: 'bn-BD' });
    expect(longDate('2026-11-22')).toBe('November 22, 2026');
    expect(longDate('2026-02-30')).toBe('');
    expect(longDate('22/11/2026')).toBe('');
  });
});

describe('on a Bangla page', () => {
  beforeEach(() => speakBangla());

  it("longDate: the date picker's display in the page locale once the catalogue is there", () => {
    expect(longDate('2026-11-22')).toBe('২২ নভেম্বর, ২০২৬');
    expect(longDate('2026-02-30')).toBe('');
    freshPage({ currencySymbol: '৳', locale: 'en-US' });
    expect(longDate('2026-11-22')).toBe('November 22, 2026');
  });

  it('formatNumber, formatDate and formatPrice: Bengali digits', () => {
    expect(formatNumber(1250)).toBe('১,২৫০');
    expect(formatNumber(4.5)).toBe('৪.৫');
    expect(formatDate('2025-03-05')).toBe('৫ মার্চ, ২০২৫');
    expect(formatPrice(1250)).toBe('৳\u00a0১,২৫০');
  });
});

describe('orderDate', () => {
  it("shows the server's timestamp as sent on an English page, in the locale on a Bangla one", async () => {
    freshPage({ currencySymbol: '৳', locale: 'en-IN' });
    expect(orderDate('2026-11-20 09:30:00')).toBe('2026-11-20 09:30:00');
    await speakBangla();
    expect(orderDate('2026-11-20 09:30:00')).toBe('২০ নভেম্বর, ২০২৬ এ ৯:৩০ AM');
    expect(orderDate('yesterday')).toBe('yesterday');
  });
});
