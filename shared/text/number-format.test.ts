import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('builds one formatter per locale and options, and keeps it', () => {
    expect(numberFormat('bn-BD')).toBe(numberFormat('bn-BD', {}));
    expect(numberFormat('bn-BD', { minimumIntegerDigits: 2 })).toBe(numberFormat('bn-BD', { minimumIntegerDigits: 2 }));
    expect(numberFormat('bn-BD', { minimumIntegerDigits: 2 })).not.toBe(numberFormat('bn-BD'));
    expect(numberFormat('en-US')).not.toBe(numberFormat('bn-BD'));
  });

  it('formats as its locale and options say', () => {
    expect(numberFormat('bn-BD').format(1250)).toBe('১,২৫০');
    expect(numberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(123456.5)).toBe('1,23,456.50');
    expect(numberFormat('en-US', { minimumIntegerDigits: 2 }).format(7)).toBe('07');
  });
});
