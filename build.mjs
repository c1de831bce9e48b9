// Builds the embeddable bundle: dist/storefront.js (stable name, the only file a
// page names), one content-hashed chunk per widget, shared chunks (React once),
// dist/storefront.css, source maps and a Vite-format dist/manifest.json.
import * as esbuild from 'esbuild';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { coreChunkPlugin, coreRule } from './build/core-chunk.mjs';
import { MINIFIER, minifyScripts } from './build/minify.mjs';
import { ROOT as root, sourceOptions, widgetNames } from './build/options.mjs';
import { virtualSource } from './shared/text/i18n/parts.mjs';

const argv = process.argv.slice(2);
const outdirArg = argv.indexOf('--outdir');
// Tests build into a directory of their own, so concurrent runs never empty each other's dist/.
const dist = outdirArg > -1 && argv[outdirArg + 1] ? resolve(process.cwd(), argv[outdirArg + 1]) : join(root, 'dist');
const distRel = relative(root, dist).split('\\').join('/');
const quiet = argv.includes('--quiet');

const common = {
  ...sourceOptions,
  outdir: dist,
  bundle: true,
  minify: true,
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  // In the content hash of every chunk name (build/minify.mjs): a new minifier is a new name.
  banner: { js: `/* ${MINIFIER} */` },
};

/**
 * Phase 0: the catalogue's lazy modules (shared/text/i18n/parts.mjs), the one Bangla chunk and the list
 * of scopes, gathered from the folders when the build runs. Built apart: pure data, they share no
 * code with the chunks, and inside phase 1's split esbuild moved its runtime helpers out of the core
 * chunk into a chunk of their own that every page paid a request for.
 */
async function buildCatalogue() {
  const virtual = {
    name: 'catalogue-modules',
    setup(build) {
      build.onResolve({ filter: /^storefront:catalogue\// }, (args) => ({ path: args.path, namespace: 'catalogue' }));
      build.onLoad({ filter: /.*/, namespace: 'catalogue' }, (args) => ({
        contents: virtualSource(args.path, root, true),
        loader: 'ts',
        resolveDir: root,
      }));
    },
  };
  return esbuild.build({
    ...common,
    plugins: [...sourceOptions.plugins, virtual],
    entryPoints: [
      { in: 'storefront:catalogue/bn', out: 'chunks/bn' },
      { in: 'storefront:catalogue/scopes', out: 'chunks/scopes' },
    ],
    entryNames: '[dir]/[name]-[hash]',
  });
}

/** Phase 1 links the catalogue's imports to phase 0's files, next to the core chunk that imports them. */
function linkCatalogue(outputs) {
  const files = new Map(Object.entries(outputs).flatMap(([path, out]) => (out.entryPoint && path.endsWith('.js') ? [[out.entryPoint, path]] : [])));
  return {
    name: 'link-catalogue',
    setup(build) {
      build.onResolve({ filter: /^storefront:catalogue\// }, (args) => {
        const file = files.get(`catalogue:${args.path}`);
        if (!file) return { errors: [{ text: `no built catalogue module for ${args.path}` }] };
        // shared/text/i18n/catalogue.ts is in the core chunk (every island reaches it), so its import sits in chunks/ beside these files.
        return { path: `./${basename(file)}`, external: true };
      });
    },
  };
}

/** Phase 1: every widget and the kernel, split so React and shared code are fetched once. */
async function buildChunks(widgets, catalogue) {
  const core = await coreRule(widgets);
  return esbuild.build({
    ...common,
    plugins: [...sourceOptions.plugins, coreChunkPlugin(core), linkCatalogue(catalogue.metafile.outputs)],
    entryPoints: [
      { in: 'shared/kernel.ts', out: 'chunks/kernel' },
      ...widgets.map((name) => ({ in: `widgets/${name}/index.tsx`, out: `widgets/${name}` })),
    ],
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
  });
}

/** Phase 1b: the entry's prefetch chunk (mount/prefetch.ts), apart: in phase 1's split it shared esbuild's helpers with every widget. */
function buildPrefetch() {
  return esbuild.build({ ...common, entryPoints: [{ in: 'mount/prefetch.ts', out: 'chunks/prefetch' }], entryNames: '[dir]/[name]-[hash]' });
}

/**
 * Phase 2: the entry alone, its dynamic imports pointing at phase 1's hashed files.
 * Built apart so it shares no code with the chunks: a page without hooks loads it alone.
 */
async function buildEntry(chunkFiles, coreFile) {
  const linkChunks = {
    name: 'link-chunks',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/(widgets\/[^/]+|shared\/kernel)$|^\.\/prefetch$/ }, (args) => {
        const source = args.path.replace(/^\.\.\//, '').replace(/^\.\//, 'mount/');
        const file = chunkFiles.get(source.startsWith('widgets/') ? `${source}/index.tsx` : `${source}.ts`);
        if (!file) return { errors: [{ text: `no built chunk for ${source}` }] };
        return { path: `./${file}`, external: true };
      });
      // The runtime's widget list: every folder's hook name and the file of its chunk.
      build.onResolve({ filter: /^storefront:widget-chunks$/ }, (args) => ({ path: args.path, namespace: 'widget-chunks' }));
      build.onLoad({ filter: /.*/, namespace: 'widget-chunks' }, () => ({ contents: JSON.stringify(widgetChunks(chunkFiles)), loader: 'json' }));
      // The core chunk's file, which the runtime asks for beside the first widget chunks.
      build.onResolve({ filter: /^storefront:core-chunk$/ }, (args) => ({ path: args.path, namespace: 'core-chunk' }));
      build.onLoad({ filter: /.*/, namespace: 'core-chunk' }, () => ({ contents: JSON.stringify(coreFile), loader: 'json' }));
    },
  };
  return esbuild.build({
    ...common,
    entryPoints: [{ in: 'mount/index.ts', out: 'storefront' }],
    entryNames: '[name]',
    plugins: [...sourceOptions.plugins, linkChunks],
  });
}

/**
 * Hook name → the content hash of its chunk `widgets/<name>-<HASH>.js`, for every widget folder
 * (the name written once: the whole file name made the list a tenth of storefront.js).
 */
function widgetChunks(chunkFiles) {
  return Object.fromEntries(
    widgetNames().map((name) => [name, chunkFiles.get(`widgets/${name}/index.tsx`).replace(`widgets/${name}-`, '').replace(/\.js$/, '')]),
  );
}

/** The core chunk's file (relative to dist): phase 1's chunk holding React (build/core-chunk.mjs puts the kernel with it). */
function coreChunkFile(outputs) {
  const cores = Object.entries(outputs).filter(
    ([path, out]) => path.endsWith('.js') && Object.keys(out.inputs).some((i) => i.includes('node_modules/react-dom/')),
  );
  if (cores.length !== 1) throw new Error(`expected one chunk with React, found ${cores.length}`);
  return relative(distRel, cores[0][0]);
}

/** Source path → output file (relative to dist) for phase 1's entry points. */
function entryFiles(outputs) {
  const files = new Map();
  for (const [path, out] of Object.entries(outputs)) {
    if (out.entryPoint && path.endsWith('.js')) files.set(out.entryPoint, relative(distRel, path));
  }
  return files;
}

async function buildStyles(widgets) {
  const sheets = ['shared/styles/base.css', ...widgets.map((n) => `widgets/${n}/style.css`)].filter((f) => existsSync(join(root, f)));
  return esbuild.build({
    absWorkingDir: root,
    stdin: { contents: sheets.map((f) => `@import "./${f}";`).join('\n'), resolveDir: root, loader: 'css', sourcefile: 'storefront.css' },
    outfile: join(dist, 'storefront.css'),
    bundle: true,
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
}

/** Vite's manifest format, so Laravel's @vite helper can load the bundle. */
function manifest(outputs) {
  const rel = (p) => relative(distRel, p);
  const byFile = new Map(Object.entries(outputs).map(([path, out]) => [relative(distRel, path), out]));
  const keyOf = (path, from = distRel) => {
    // External links are relative to the file that imports them: the entry's "./widgets/x-HASH.js",
    // the core chunk's "./bn-HASH.js".
    const out =
      outputs[path] ??
      byFile.get(
        relative(distRel, join(dirname(from), path))
          .split('\\')
          .join('/'),
      );
    return out?.entryPoint ?? `_${basename(path)}`;
  };
  const result = {};
  for (const [path, out] of Object.entries(outputs)) {
    if (!path.endsWith('.js')) continue;
    const key = keyOf(path);
    const inputs = Object.keys(out.inputs);
    const entry = {
      file: rel(path),
      name: inputs.some((i) => i.includes('node_modules/react-dom/')) ? 'react' : basename(path).replace(/-[A-Z0-9]+\.js$|\.js$/, ''),
      ...(out.entryPoint ? { src: out.entryPoint } : {}),
      ...(out.entryPoint === 'mount/index.ts' ? { isEntry: true, css: ['storefront.css'] } : out.entryPoint ? { isDynamicEntry: true } : {}),
      imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => keyOf(i.path, path)),
      dynamicImports: [
        ...out.imports.filter((i) => i.kind === 'dynamic-import').map((i) => keyOf(i.path, path)),
        // The entry imports the widget chunks by a name it reads from its list, which esbuild cannot see.
        ...(out.entryPoint === 'mount/index.ts' ? widgetNames().map((name) => `widgets/${name}/index.tsx`) : []),
      ],
      assets: existsSync(join(root, path + '.map')) ? [rel(path) + '.map'] : [],
    };
    result[key] = entry;
  }
  result['storefront.css'] = { file: 'storefront.css', src: 'storefront.css', isEntry: true, assets: ['storefront.css.map'] };
  return result;
}

function table(files) {
  const rows = files.map((f) => {
    const data = readFileSync(join(dist, f));
    return { file: f, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
  });
  const width = Math.max(...rows.map((r) => r.file.length), 4);
  const line = (a, b, c) => `${a.padEnd(width)}  ${String(b).padStart(9)}  ${String(c).padStart(9)}`;
  console.log(line('file', 'raw B', 'gzip B'));
  for (const r of rows) console.log(line(r.file, r.raw, r.gzip));
  const js = rows.filter((r) => r.file.endsWith('.js'));
  console.log(
    line(
      'all .js',
      js.reduce((s, r) => s + r.raw, 0),
      js.reduce((s, r) => s + r.gzip, 0),
    ),
  );
}

export async function build() {
  rmSync(dist, { recursive: true, force: true });
  const widgets = widgetNames();
  const catalogue = await buildCatalogue();
  const [chunks, prefetch] = await Promise.all([buildChunks(widgets, catalogue), buildPrefetch(), buildStyles(widgets)]);
  const split = { ...chunks.metafile.outputs, ...prefetch.metafile.outputs };
  const core = coreChunkFile(chunks.metafile.outputs);
  const entry = await buildEntry(entryFiles(split), core);
  const outputs = { ...catalogue.metafile.outputs, ...split, ...entry.metafile.outputs };
  // The prefetch's speculation rules, named by the page's `Speculation-Rules` header (README): a file, so no inline
  // script; in the manifest as Vite lists a copied asset, so a deploy script that copies what it names copies it too.
  const rules = 'mount/speculation-rules.json';
  const man = { ...manifest(outputs), [rules]: { file: 'speculation-rules.json', src: rules } };
  await minifyScripts(
    dist,
    Object.values(man).flatMap((e) => (e.file.endsWith('.js') ? [e.file] : [])),
    [core],
  );
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify(man, null, 2));
  writeFileSync(join(dist, 'speculation-rules.json'), readFileSync(join(root, rules)));
  if (!quiet) {
    const files = Object.values(man)
      .flatMap((e) => [e.file])
      .sort((a, b) => (a === 'storefront.js' ? -1 : b === 'storefront.js' ? 1 : a.localeCompare(b)));
    table(files);
  }
  return man;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
