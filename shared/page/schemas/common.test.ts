import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Id, listOf } from './common';

const Row = v.looseObject({ id: Id, name: v.string() });

describe('listOf: one bad row never blanks a list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the good rows of a bare, data or data.data list and reports each bad one', () => {
    const problems: string[] = [];
    const listen = (e: Event) => problems.push((e as CustomEvent<{ message: string }>).detail.message);
    window.addEventListener('storefront:error', listen);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const rows = [{ id: '1', name: 'a' }, { id: 2, name: null }, { name: 'no id' }, { id: 4, name: 'd' }];
      for (const answer of [rows, { data: rows }, { data: { data: rows } }]) {
        expect(v.parse(listOf(Row), answer)).toEqual([
          { id: 1, name: 'a' },
          { id: 4, name: 'd' },
        ]);
      }
      expect(problems).toHaveLength(6);
      expect(problems[0]).toMatch(/^list row 1\.name: .*; dropped$/);
      expect(log).toHaveBeenCalledTimes(6);
    } finally {
      window.removeEventListener('storefront:error', listen);
    }
  });

  it('still fails an answer that is no list at all', () => {
    expect(v.safeParse(listOf(Row), { data: 'oops' }).success).toBe(false);
    expect(v.safeParse(listOf(Row), null).success).toBe(false);
  });
});
