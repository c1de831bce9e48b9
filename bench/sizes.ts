// Bundle sizes from dist/: the entry, the React chunk and every widget chunk. Chunks are
// located through dist/manifest.json (Vite manifest format) and, for React, the esbuild
// metafile dist/meta.json when the build writes one, else the chunks' source maps.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes } from './gzip';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

interface SizeRow {
  name: string;
  file: string;
  gzip: number;
  /** gzip of the chunk plus the shared chunks it imports, React and the entry excluded. */
  withShared?: number;
}

export interface BundleSizes {
  entry: SizeRow | null;
  react: (SizeRow & { how: string }) | null;
  widgets: SizeRow[];
  notes: string[];
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

function gzipFile(dist: string, file: string): number {
  return gzipBytes(readFileSync(join(dist, file)));
}

function findReactChunk(dist: string, manifest: Manifest | null): { file: string; how: string } | null {
  const meta = readJson<Metafile>(join(dist, 'meta.json'));
  if (meta) {
    for (const [out, { inputs }] of Object.entries(meta.outputs)) {
      if (!out.endsWith('.js')) continue;
      if (Object.keys(inputs).some((i) => i.includes('node_modules/react-dom/'))) {
        // Metafile output paths are relative to the build's cwd, e.g. "dist/chunks/x.js".
        return { file: out.replace(/^(\.\/)?dist\//, ''), how: 'meta.json: contains react-dom' };
      }
    }
  }
  const shared = manifest
    ? Object.entries(manifest)
        .filter(([key, c]) => key.startsWith('_') || (!c.isEntry && !c.isDynamicEntry && !c.src))
        .map(([, c]) => c.file)
        .filter((f) => f.endsWith('.js'))
    : existsSync(join(dist, 'chunks'))
      ? readdirSync(join(dist, 'chunks'))
          .filter((f) => f.endsWith('.js'))
          .map((f) => `chunks/${f}`)
      : [];
  // Source maps name their inputs as well as a metafile does.
  const mapped = shared.find((f) => {
    const map = readJson<{ sources?: string[] }>(join(dist, `${f}.map`));
    return map?.sources?.some((src) => src.includes('node_modules/react-dom/')) ?? false;
  });
  if (mapped) return { file: mapped, how: 'source map: contains react-dom' };
  const named = shared.find((f) => /react/i.test(f));
  if (named) return { file: named, how: 'manifest: shared chunk named react' };
  const biggest = shared.filter((f) => existsSync(join(dist, f))).sort((a, b) => statSync(join(dist, b)).size - statSync(join(dist, a)).size)[0];
  return biggest ? { file: biggest, how: 'fallback: biggest shared chunk' } : null;
}

export function bundleSizes(dist: string): BundleSizes {
  const notes: string[] = [];
  const manifest = readJson<Manifest>(join(dist, 'manifest.json'));
  if (!manifest) notes.push('dist/manifest.json missing: widget chunks not listed');

  const entry = existsSync(join(dist, 'storefront.js'))
    ? { name: 'storefront.js (entry)', file: 'storefront.js', gzip: gzipFile(dist, 'storefront.js') }
    : null;
  if (!entry) notes.push('dist/storefront.js missing');

  const reactFound = findReactChunk(dist, manifest);
  const react =
    reactFound && existsSync(join(dist, reactFound.file))
      ? { name: 'React + core chunk', file: reactFound.file, gzip: gzipFile(dist, reactFound.file), how: reactFound.how }
      : null;
  if (!react) notes.push('React chunk not found');

  const widgets: SizeRow[] = [];
  for (const [key, chunk] of Object.entries(manifest ?? {})) {
    const m = /^widgets\/([^/]+)\/index\.tsx?$/.exec(key);
    if (!m?.[1] || !manifest) continue;
    const shared = new Set<string>();
    const visit = (k: string) => {
      const c = manifest[k];
      if (!c || shared.has(c.file)) return;
      shared.add(c.file);
      c.imports?.forEach(visit);
    };
    chunk.imports?.forEach(visit);
    shared.delete(react?.file ?? '');
    shared.delete('storefront.js');
    const own = gzipFile(dist, chunk.file);
    let withShared = own;
    for (const f of shared) if (existsSync(join(dist, f))) withShared += gzipFile(dist, f);
    widgets.push({ name: m[1], file: chunk.file, gzip: own, withShared });
  }
  widgets.sort((a, b) => a.name.localeCompare(b.name));
  return { entry, react, widgets, notes };
}
