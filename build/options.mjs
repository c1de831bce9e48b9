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
 * The storefront's own `react` imports (not the libraries', which need React whole) read from
 * build/react.mjs: bindings, not an interop object per module.
 */
const reactBindings = {
  name: 'react-bindings',
  setup(build) {
    const shim = join(ROOT, 'build', 'react.mjs');
    build.onResolve({ filter: /^react$/ }, (args) => (args.importer.includes('/node_modules/') ? undefined : { path: shim }));
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
  plugins: [reactBindings],
};
