// Oxc's minifier re-minifies every script esbuild wrote. esbuild bundles and splits; Oxc's
// compressor and mangler gzip smaller (the core chunk every page loads and the whole bundle; npm
// run bench shows the sizes). Its source map is composed with esbuild's, so the maps still point at the
// sources. File names keep esbuild's content hash, so esbuild must see the minifier too: every
// script starts with MINIFIER as a comment (part of what esbuild hashes, dropped by Oxc), and a new
// minifier version renames every chunk as a new source would.
import remapping from '@jridgewell/remapping';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { minify } from 'oxc-minify';

/** Which minifier (and version) the scripts go through, for esbuild's banner. */
export const MINIFIER = `oxc-minify ${createRequire(import.meta.url)('oxc-minify/package.json').version}`;

/**
 * V8's explicit compile hint: every function of a file starting with it is compiled while the file
 * streams in, on a background thread, instead of on the main thread when first called. For the core
 * chunk, whose React and kernel run as soon as it arrives.
 */
const EAGER = '//# allFunctionsCalledOnLoad\n';

/** Re-minifies `files` (paths inside `dir`) and their linked source maps in place; `eager` ones get the compile hint. */
export async function minifyScripts(dir, files, eager = []) {
  for (const file of files) {
    const path = join(dir, file);
    const { code, map, errors } = await minify(file, readFileSync(path, 'utf8'), {
      module: true,
      compress: { target: 'es2022' },
      mangle: { toplevel: true },
      codegen: { removeWhitespace: true },
      sourcemap: true,
    });
    if (errors.length > 0) throw new Error(`minify ${file}: ${errors.map((e) => e.message).join('; ')}`);
    const composed = remapping([map, readFileSync(`${path}.map`, 'utf8')], () => null);
    const hint = eager.includes(file) ? EAGER : '';
    // The hint is a line of its own before the code: the map's lines move down one.
    if (hint) composed.mappings = `;${composed.mappings}`;
    writeFileSync(path, `${hint}${code}\n//# sourceMappingURL=${basename(file)}.map\n`);
    writeFileSync(`${path}.map`, composed.toString());
  }
}
