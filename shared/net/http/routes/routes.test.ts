// The table is the only place a backend path is written in product code (page links are no calls).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './index';

const ROOT = join(import.meta.dirname, '../../../..');
const TABLE = join(ROOT, 'shared/net/http/routes');

function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === TABLE || name === 'testing' ? [] : productFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$|(test|browser)-kit\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every string and template literal of a file, `${…}` read as one path segment. */
function literals(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    found.push((match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, '{x}'));
  }
  return found;
}

const patterns = allRoutes.map(({ name, route }) => ({
  name,
  regex: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+')}(\\?.*)?$`),
}));

describe('the backend table', () => {
  it("names each entry once; a route has two entries only as a customer's and a guest's call", () => {
    const names = allRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const calls = allRoutes.map(({ route }) => `${route.method} ${route.path}${route.customer ? ' (customer)' : ''}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('marks only reads safe', () => {
    for (const { name, route } of allRoutes) if (route.safe) expect(`${name}: ${route.method}`).toBe(`${name}: GET`);
  });

  it('holds every backend path: product code writes none of them', () => {
    const offences: string[] = [];
    for (const dir of ['shared', 'widgets', 'mount']) {
      for (const file of productFiles(join(ROOT, dir))) {
        for (const text of literals(readFileSync(file, 'utf8'))) {
          const hit = text.startsWith('/api/') ? { name: '/api/' } : patterns.find((p) => p.regex.test(text));
          if (hit) offences.push(`${relative(ROOT, file)}: '${text}' is ${hit.name}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('finds a path written outside it', () => {
    const hits = literals("http.get(`/related-products/${id}`, x); goTo('/products/slug');").filter((text) =>
      patterns.some((p) => p.regex.test(text)),
    );
    expect(hits).toEqual(['/related-products/{x}']);
  });
});
