// Build-time half of the catalogue, shared by build.mjs and vitest.config.ts: every
// folder of widgets/, or of shared/ at any depth (its tiers hold folders), with a `messages.ts` is
// a scope named after the folder, and its
// `messages.bn.ts` is that scope's part of the ONE Bangla chunk. Found by looking, so deleting a
// widget folder takes its texts with it.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative as relativePath, sep } from 'node:path';

/** The virtual module the catalogue imports on a `bn` page. */
const BANGLA_MODULE = 'storefront:catalogue/bn';
/** The virtual module listing every scope, imported only to check the backend's ids for scopes not on the page. */
const SCOPES_MODULE = 'storefront:catalogue/scopes';

/** Every folder under `dir`, at any depth when `deep`, as [name, path]. */
function folders(dir, deep) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => [[d.name, join(dir, d.name)], ...(deep ? folders(join(dir, d.name), deep) : [])]);
}

/** [scope, folder] for every folder with messages, in a stable order. */
export function messageFolders(root) {
  return [
    ['widgets', false],
    ['shared', true],
  ].flatMap(([top, deep]) =>
    folders(join(root, top), deep)
      .filter(([, folder]) => existsSync(join(folder, 'messages.ts')))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The scopes module's source: every scope's name. */
function scopesSource(root) {
  return `export default ${JSON.stringify(messageFolders(root).map(([scope]) => scope))};\n`;
}

/**
 * The source of one of the catalogue's virtual modules, or undefined for any other id. `relative`:
 * its imports name files from `root` (`./widgets/…`), for a bundler that resolves them there; the
 * build's output, content hashes included, is then the same wherever the repository is checked out.
 */
export function virtualSource(id, root, relative = false) {
  if (id === BANGLA_MODULE) return banglaSource(root, relative);
  if (id === SCOPES_MODULE) return scopesSource(root);
  return undefined;
}

/** The Bangla chunk's source: each folder's messages.bn.ts under its scope. */
function banglaSource(root, relative) {
  const parts = messageFolders(root).filter(([, folder]) => existsSync(join(folder, 'messages.bn.ts')));
  const from = (folder) => (relative ? `./${relativePath(root, folder).split(sep).join('/')}` : folder);
  const imports = parts.map(([, folder], i) => `import p${i} from ${JSON.stringify(`${from(folder)}/messages.bn.ts`)};`);
  const entries = parts.map(([scope], i) => `${JSON.stringify(scope)}: p${i}`);
  return `${imports.join('\n')}\nexport default {${entries.join(', ')}};\n`;
}
