// The catalogue checks, over every folder with a messages.ts: its scope is its
// folder's name, every English key has a Bangla entry (and no other), and both parse as ICU with
// the same placeholders. The other check, no text outside the catalogue, is the lint rule
// storefront/no-raw-text (eslint.config.js).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from './icu';
import { argumentsOf } from './overrides';
import { messageFolders } from './parts.mjs';
import type { Texts } from './catalogue';

const root = join(import.meta.dirname, '../../..');
const folders = messageFolders(root);

const sortedArgs = (source: string) => [...argumentsOf(parse(source))].sort();

describe('the message catalogue', () => {
  it('has a scope for every widget and for the kernel folders with texts', () => {
    const widgets = readdirSync(join(root, 'widgets')).filter((name) => existsSync(join(root, 'widgets', name, 'index.tsx')));
    const scopes = folders.map(([scope]) => scope);
    expect(widgets.filter((name) => !scopes.includes(name))).toEqual([]);
    expect(scopes).toEqual(expect.arrayContaining(['ui', 'forms', 'http', 'stores', 'actions']));
  });

  describe.each(folders)('%s', (scope, folder) => {
    const where = relative(root, folder);

    it('is defined under its folder name and has a Bangla part', async () => {
      const module = (await import(join(folder, 'messages.ts'))) as Record<string, unknown>;
      const defined = Object.values(module).filter(
        (value): value is Texts<Record<string, string>> => typeof value === 'function' && 'scope' in value,
      );
      expect(
        defined.map((texts) => texts.scope),
        `${where}/messages.ts`,
      ).toEqual([scope]);
      expect(existsSync(join(folder, 'messages.bn.ts')), `${where}/messages.bn.ts`).toBe(true);
    });

    it('has every English key in Bangla, valid, with the same placeholders', async () => {
      const english = ((await import(join(folder, 'messages.ts'))) as Record<string, Texts<Record<string, string>>>)['t']?.en ?? {};
      const bangla = ((await import(join(folder, 'messages.bn.ts'))) as { default: Record<string, string> }).default;
      expect(Object.keys(bangla).sort(), `${where}: Bangla keys`).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = bangla[key] ?? '';
        expect(translated.trim(), `${where} ${key}: empty Bangla`).not.toBe('');
        expect(() => parse(translated), `${where} ${key}: Bangla is not valid ICU`).not.toThrow();
        expect(sortedArgs(translated), `${where} ${key}: placeholders`).toEqual(sortedArgs(text));
      }
    });
  });
});
