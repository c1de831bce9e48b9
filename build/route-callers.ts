// Which widgets call each entry of the backend table, read from the sources: a widget calls an
// entry when a file its index.tsx reaches through relative imports, static or lazy (its own, or a
// kernel store's), imports the entry by name from the table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /import\s+(?:type\s+)?(?:\{([^}]*)\}|[\w*\s]+)\s+from\s+'(\.[^']+)'|(?:const\s*\{([^}]*)\}\s*=\s*await\s+)?import\('(\.[^']+)'\)/g;

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** Entry names by widget: `{cart: ['cart', 'cartUpdate', …], …}`. */
export function routeCallers(root: string): Map<string, Set<string>> {
  const table = join(root, 'shared/net/http/routes');
  const callers = new Map<string, Set<string>>();
  const widgets = readdirSync(join(root, 'widgets')).filter((name) => existsSync(join(root, 'widgets', name, 'index.tsx')));
  for (const widget of widgets) {
    const seen = new Set<string>();
    const stack = [join(root, 'widgets', widget, 'index.tsx')];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      // The http layer's own use (the 419 token refresh reads the cart) is no widget's call.
      if (dirname(file) === join(root, 'shared/net/http')) continue;
      for (const [, staticNames, specifier, lazyNames, lazy] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const names = staticNames ?? lazyNames;
        const target = resolveFile(file, (specifier ?? lazy)!);
        if (!target) continue;
        if (dirname(target) === table && names) {
          for (const name of names.split(',').map(
            (n) =>
              n
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!,
          )) {
            if (!callers.has(name)) callers.set(name, new Set());
            callers.get(name)!.add(widget);
          }
        } else if (!relative(root, target).startsWith('..')) stack.push(target);
      }
    }
  }
  return callers;
}
