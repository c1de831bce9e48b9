// The doctor reads each widget's props schema in Node from widgets/<name>/props.ts: that module is
// the one the widget's index.tsx hands defineWidget, and it reaches no React, signals or DOM code.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from './page';

const ROOT = join(import.meta.dirname, '..');
const IMPORT = /from\s+'([^']+)'/g;

/** Every module a file reaches, bare names (packages) as they are. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    const base = resolve(dirname(file), specifier!);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
    if (target && !seen.has(target)) {
      seen.add(target);
      reach(target, seen);
    }
  }
  return seen;
}

describe('widget props modules', () => {
  it('are what each widget validates its props with', () => {
    for (const widget of WIDGETS) {
      const index = readFileSync(join(ROOT, 'widgets', widget, 'index.tsx'), 'utf8');
      const own = existsSync(join(ROOT, 'widgets', widget, 'props.ts'));
      expect(own ? /from '\.\/props'/.test(index) : /defineWidget\(NoProps,/.test(index), widget).toBe(true);
    }
  });

  it('reach no React, signals or DOM code', () => {
    for (const widget of WIDGETS) {
      const file = join(ROOT, 'widgets', widget, 'props.ts');
      if (!existsSync(file)) continue;
      const bad = [...reach(file)].filter((m) => /^(react|react-dom|@preact\/.*|dompurify)$|\.tsx$|\/stores\/|\/i18n\//.test(m));
      expect(bad, widget).toEqual([]);
    }
  });
});
