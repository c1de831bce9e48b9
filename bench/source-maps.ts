// Minified positions in a trace back to source: `/storefront/chunks/x.js:1:2345` becomes
// `shared/stores/cart.ts:42 addToCart`, read from the build's linked source maps. The decoder
// (source-map-js, a dev dependency); without it the bench keeps the minified names.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Resolve } from './trace-parse';

interface Consumer {
  originalPositionFor(pos: { line: number; column: number }): { source: string | null; line: number | null; name: string | null };
}

export async function sourceResolver(dist: string, root: string): Promise<Resolve | undefined> {
  let SourceMapConsumer: new (map: unknown) => Consumer;
  try {
    ({ SourceMapConsumer } = (await import('source-map-js')) as unknown as { SourceMapConsumer: new (map: unknown) => Consumer });
  } catch {
    return undefined;
  }
  const consumers = new Map<string, { consumer: Consumer; dir: string } | null>();
  const consumerFor = (url: string) => {
    const path = new URL(url).pathname.replace(/^\/storefront\//, '');
    if (!consumers.has(path)) {
      const mapFile = join(dist, `${path}.map`);
      const found = existsSync(mapFile)
        ? { consumer: new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))), dir: dirname(mapFile) }
        : null;
      consumers.set(path, found);
    }
    return consumers.get(path) ?? null;
  };
  return (url, line, column) => {
    try {
      const found = consumerFor(url);
      const pos = found?.consumer.originalPositionFor({ line, column });
      if (!found || !pos?.source) return undefined;
      // Sources are relative to the map's folder; show them from the project root.
      const source = pos.source.includes('node_modules/')
        ? pos.source.slice(pos.source.lastIndexOf('node_modules/') + 'node_modules/'.length)
        : relative(root, join(found.dir, pos.source));
      return `${source}:${pos.line ?? '?'}${pos.name ? ` ${pos.name}` : ''}`;
    } catch {
      return undefined;
    }
  };
}
