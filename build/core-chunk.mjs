// The core chunk's rule: React, the libraries, and every kernel module (shared/) the home page's
// islands or the kernel reach. Home is where most visits start, and its islands include the
// layout's (header, flash messages) that every page has: every page loads these once, and the
// home page loads the core and its islands' own chunks, nothing else. A kernel module only other
// pages use is left to esbuild's splitting. fixtures/quality/budgets.browser.test.ts checks the rule
// against the built chunk.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { ROOT, sourceOptions, widgetNames } from './options.mjs';

/** The islands of the storefront's home page: the layout's, then the home's own. */
export const HOME_ISLANDS = [
  'flash-messages',
  'topbar',
  'search-box',
  'mini-cart',
  'compare-count',
  'wishlist-count',
  'category-menu',
  'featured-categories',
  'trending-products',
  'flash-deals',
];

const KERNEL = 'shared/kernel.ts';
/** The backend table's area modules: each travels with the widgets that call it, unless the kernel does. */
const TABLE = 'shared/net/http/routes/';

/**
 * The core rule applied to esbuild's own module graph (a metafile of every chunk entry, nothing
 * written): `modules`, the kernel modules (repository paths) the home islands and the kernel import
 * statically; `importers`, the absolute paths of every chunk entry, static or lazy.
 */
export async function coreRule(widgets) {
  const home = HOME_ISLANDS.map((name) => `widgets/${name}/index.tsx`);
  const missing = HOME_ISLANDS.filter((name) => !widgets.includes(name));
  if (missing.length > 0) throw new Error(`core chunk rule: no widget folder for ${missing.join(', ')}`);
  const entries = [KERNEL, ...widgets.map((name) => `widgets/${name}/index.tsx`)];
  const { metafile } = await esbuild.build({
    ...sourceOptions,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    minify: false,
    sourcemap: false,
    splitting: true,
    outdir: join(ROOT, 'node_modules', '.cache', 'core-rule'),
    plugins: [
      ...sourceOptions.plugins,
      { name: 'outside', setup: (build) => build.onResolve({ filter: /^storefront:/ }, () => ({ external: true })) },
    ],
  });
  const edges = (path, kind) =>
    (metafile.inputs[path]?.imports ?? []).filter((edge) => edge.kind === kind && !edge.external).map((edge) => edge.path);
  const reached = new Set();
  const stack = [KERNEL, ...home];
  while (stack.length > 0) {
    const path = stack.pop();
    if (reached.has(path)) continue;
    reached.add(path);
    stack.push(...edges(path, 'import-statement'));
  }
  const lazy = Object.keys(metafile.inputs).flatMap((path) => edges(path, 'dynamic-import'));
  const kernelCalls = new Set(
    Object.keys(metafile.inputs)
      .filter((path) => path.startsWith('shared/') && !path.startsWith(TABLE))
      .flatMap((path) => edges(path, 'import-statement')),
  );
  const inCore = (path) => path.startsWith('shared/') && path !== KERNEL && (!path.startsWith(TABLE) || kernelCalls.has(path));
  return {
    modules: [...reached].filter(inCore).sort(),
    importers: new Set([...entries, ...lazy].map((path) => join(ROOT, path))),
  };
}

/** The kernel modules (repository paths) the core chunk holds, for the budget gate. */
export async function coreModules() {
  return (await coreRule(widgetNames())).modules;
}

/**
 * Every chunk entry, static or lazy, imports the core modules for their side effects only: esbuild
 * then reaches each from every entry point and puts them all in ONE chunk with React, instead of a
 * small chunk per combination of entries. Tree shaking still drops code no widget uses.
 */
export function coreChunkPlugin({ modules, importers }) {
  // Named relative to the importer, not by absolute path: what esbuild hashes (the sources in the
  // maps) is then the same wherever the repository is checked out, and so are the chunks' names.
  const importsFor = (importer) =>
    modules.map((path) => `import ${JSON.stringify(`./${relative(dirname(importer), join(ROOT, path)).split(sep).join('/')}`)};`).join('\n');
  return {
    name: 'core-chunk',
    setup(build) {
      // Only the entries are asked for: no callback for every other module esbuild loads.
      const filter = new RegExp(`^(?:${[...importers].map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
      build.onLoad({ filter }, (args) => ({
        contents: `${importsFor(args.path)}\n${readFileSync(args.path, 'utf8')}`,
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      }));
    },
  };
}
