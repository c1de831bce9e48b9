// What every build step agrees on: the repository root, the widget folders, and how a source
// file is read (language, JSX, production defines, aliases).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** Every widget folder with an index.tsx is a chunk of its own. */
export function widgetNames() {
  return readdirSync(join(ROOT, 'widgets'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'widgets', d.name, 'index.tsx')))
    .map((d) => d.name)
    .sort();
}

/**
 * React's packages straight from their production modules. The storefront's own `react` imports
 * (not the libraries', which need React whole) read from build/react.mjs: bindings, not an interop
 * object per module. Every other `react`, `react-dom`, `react-dom/client` and `scheduler` import is
 * the production module the package's index would pick with NODE_ENV production, without the index
 * (react-dom's two ran React DevTools' check that the bundle was minified, twice).
 */
const PRODUCTION = {
  react: 'react/cjs/react.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};
const reactModules = {
  name: 'react-modules',
  setup(build) {
    const shim = join(ROOT, 'build', 'react.mjs');
    build.onResolve({ filter: /^(react|react-dom|react-dom\/client|scheduler)$/ }, (args) =>
      args.path === 'react' && !args.importer.includes('/node_modules/') && args.importer !== shim
        ? { path: shim }
        : { path: join(ROOT, 'node_modules', PRODUCTION[args.path]) },
    );
  },
};

/** esbuild's options for reading the sources, shared by the bundle and the core rule's graph. */
export const sourceOptions = {
  absWorkingDir: ROOT,
  format: 'esm',
  target: ['es2022'],
  platform: 'browser',
  jsx: 'automatic',
  // Module scripts are always read as UTF-8: Bangla as itself is half the bytes of \uXXXX escapes.
  charset: 'utf8',
  // Production React: no dev warnings, no dev build.
  define: { 'process.env.NODE_ENV': '"production"' },
  // The signals runtime imports a polyfill for React < 18; React 19 has the hook itself.
  alias: {
    'use-sync-external-store/shim/index.js': './shared/ui/island/use-sync-external-store.ts',
    'react/jsx-runtime': './build/jsx-runtime.mjs',
  },
  logLevel: 'warning',
  plugins: [reactModules],
};
