import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Suggestions } from '../../shared/net/http/routes/search';
import { characterCount, cleanQuery, markedName } from './answer';

const marked = (name: string, query: string) =>
  markedName(name, query)
    .map((p) => (p.marked ? `[${p.text}]` : p.text))
    .join('');

describe('search-box answer helpers', () => {
  it('marks every case-insensitive occurrence of the query, text only', () => {
    expect(marked('Aarong Cotton Panjabi', 'PANJ')).toBe('Aarong Cotton [Panj]abi');
    expect(marked('Pran Premium Ghee', 'pr')).toBe('[Pr]an [Pr]emium Ghee');
    expect(marked('<b>Walton</b>', 'b>')).toBe('<[b>]Walton</[b>]');
    expect(marked('Walton', 'zz')).toBe('Walton');
  });

  it('never cuts a Bangla conjunct or vowel sign in two', () => {
    expect(marked('পুরুষদের প্রিমিয়াম চেক লুঙ্গি', 'লুঙ')).toBe('পুরুষদের প্রিমিয়াম চেক [লুঙ্গি]');
    expect(marked('প্রাণ আমের জুস', 'প্র')).toBe('[প্রা]ণ আমের জুস');
    expect(marked('মাটির হাঁড়ি', 'মা')).toBe('[মা]টির হাঁড়ি');
  });

  it('counts written characters, so one Bangla letter with its vowel sign is one', () => {
    expect(characterCount('pa')).toBe(2);
    expect(characterCount('পা')).toBe(1);
    expect(characterCount('পাঞ')).toBe(2);
    expect(cleanQuery('  pran   juice ')).toBe('pran juice');
  });

  it('reads Bagisto’s paginated answer: decimal-string prices, unsafe images dropped, a bad row skipped', () => {
    const rows = v.parse(Suggestions, {
      data: [
        {
          id: '7',
          name: 'Walton Fan',
          url_key: 'walton fan',
          prices: { final: { price: '4150.0000' } },
          base_image: { small_image_url: 'javascript:alert(1)' },
        },
        { id: 8, name: 'No key' },
      ],
      meta: { total: 2 },
    });
    expect(rows).toEqual([{ id: 7, name: 'Walton Fan', href: '/products/walton%20fan', price: 4150, image: undefined }]);
    expect(() => v.parse(Suggestions, { data: 'oops' })).toThrow();
  });
});
