// Builds the embeddable bundle: dist/storefront.js (stable name, the only file a
// page names), one content-hashed chunk per widget, shared chunks (React once),
// dist/storefront.css, source maps and a Vite-format dist/manifest.json.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const quiet = process.argv.includes('--quiet');

/** Every widget folder with an index.tsx is a chunk of its own. */
function widgetNames() {
  return readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'widgets', d.name, 'index.tsx')))
    .map((d) => d.name)
    .sort();
}

async function buildScripts(widgets) {
  return esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'mount/index.ts', out: 'storefront' },
      ...widgets.map((name) => ({ in: `widgets/${name}/index.tsx`, out: `widgets/${name}` })),
    ],
    outdir: dist,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022'],
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    // Production React: no dev warnings, no dev build.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
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

/** The entry keeps its stable name; esbuild hashed it like the others. */
function renameEntry(outputs) {
  const hashed = Object.keys(outputs).find((p) => /^dist\/storefront-[A-Z0-9]+\.js$/.test(p));
  if (!hashed) throw new Error('entry output not found');
  const from = join(root, hashed);
  const to = join(dist, 'storefront.js');
  const code = readFileSync(from, 'utf8').replace(basename(from) + '.map', 'storefront.js.map');
  writeFileSync(to, code);
  rmSync(from);
  renameSync(from + '.map', to + '.map');
  outputs['dist/storefront.js'] = outputs[hashed];
  delete outputs[hashed];
}

/** Vite's manifest format, so Laravel's @vite helper can load the bundle. */
function manifest(outputs) {
  const rel = (p) => relative('dist', p);
  const keyOf = (path) => {
    const out = outputs[path];
    return out.entryPoint ?? `_${basename(path)}`;
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
      imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => keyOf(i.path)),
      dynamicImports: out.imports.filter((i) => i.kind === 'dynamic-import').map((i) => keyOf(i.path)),
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
  console.log(line('all .js', js.reduce((s, r) => s + r.raw, 0), js.reduce((s, r) => s + r.gzip, 0)));
}

export async function build() {
  rmSync(dist, { recursive: true, force: true });
  const widgets = widgetNames();
  const [scripts] = await Promise.all([buildScripts(widgets), buildStyles(widgets)]);
  const outputs = scripts.metafile.outputs;
  renameEntry(outputs);
  const man = manifest(outputs);
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify(man, null, 2));
  if (!quiet) {
    const files = Object.values(man).flatMap((e) => [e.file]).sort((a, b) => (a === 'storefront.js' ? -1 : b === 'storefront.js' ? 1 : a.localeCompare(b)));
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
