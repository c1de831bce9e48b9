import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Cart, chosenOptions } from './cart';

const white = { attribute_name: 'Color', option_id: 3, option_label: 'White' };
const large = { attribute_name: 'Size', option_id: 3, option_label: 'L' };

describe('chosenOptions: the variant a cart line was bought as', () => {
  it('reads the list BACKEND-NOTES describes', () => {
    expect(chosenOptions({ options: [white, large] })).toEqual([
      { name: 'Color', label: 'White' },
      { name: 'Size', label: 'L' },
    ]);
  });

  it('reads the object map Bagisto really sends (additional.attributes keyed by attribute code)', () => {
    expect(chosenOptions({ options: { color: white, size: large } })).toEqual([
      { name: 'Color', label: 'White' },
      { name: 'Size', label: 'L' },
    ]);
  });

  it('falls back to additional.attributes when there is no options key', () => {
    expect(chosenOptions({ additional: { attributes: { size: large } } })).toEqual([{ name: 'Size', label: 'L' }]);
  });

  it('gives nothing for missing, null, empty or non-list values', () => {
    for (const options of [undefined, null, [], {}, 'Color: White', 42, true]) expect(chosenOptions({ options })).toEqual([]);
    expect(chosenOptions({ additional: null })).toEqual([]);
    expect(chosenOptions({ additional: 'x' })).toEqual([]);
  });

  it('skips a malformed entry and keeps the good ones; numbers are labels too', () => {
    const options = [
      null,
      'White',
      { attribute_name: 'Color' },
      { option_label: 'L' },
      { attribute_name: ' ', option_label: 'L' },
      { attribute_name: 'Size', option_label: null },
      { attribute_name: 'Size', option_label: 42 },
      { attribute_name: { x: 1 }, option_label: 'L' },
      white,
    ];
    expect(chosenOptions({ options })).toEqual([
      { name: 'Size', label: '42' },
      { name: 'Color', label: 'White' },
    ]);
  });

  it('never fails the cart parse, whatever options hold', () => {
    const item = { id: 1, name: 'Aarong Cotton Panjabi', quantity: 1, formatted_price: '৳ 2,550', formatted_total: '৳ 2,550' };
    for (const options of [null, 'oops', { color: 'White' }, [1, 2]]) {
      expect(v.is(Cart, { id: 1, items: [{ ...item, options }], formatted_sub_total: '', formatted_grand_total: '' })).toBe(true);
    }
  });
});
