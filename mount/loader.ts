import type { WidgetDefinition, WidgetModule } from '../shared/ui/island/contract';
import { once } from '../shared/page/once';

/** Hook name → its chunk's content hash: the file is dist/widgets/<name>-<HASH>.js (build.mjs writes the list). */
export type ChunkFiles = Readonly<Record<string, string>>;
type ImportChunk = (file: string) => Promise<WidgetModule>;

// A specifier held in a variable: esbuild leaves the import() as it is, and the browser resolves
// it beside storefront.js, where the chunks are.
const importFromDist: ImportChunk = (file) => {
  const specifier = `./widgets/${file}.js`;
  return import(specifier) as Promise<WidgetModule>;
};

/**
 * Loads widget chunks: one load per widget name however many hooks use it, and
 * one retry for a chunk that failed (a flaky network, a deploy mid-visit). The first load also
 * asks for what every chunk imports (`prepare`: the core chunk), so it travels beside the widget
 * chunks instead of after them: HTML → entry → core and widgets at once, not a third round trip.
 */
export class ChunkLoader {
  // A chunk that failed twice is forgotten: it may work after a later mount() call.
  readonly load = once((name: string) => {
    this.prepare();
    return this.#attempt(name).catch(() => this.#attempt(name));
  });
  constructor(
    readonly files: ChunkFiles,
    readonly importChunk: ImportChunk = importFromDist,
    readonly prepare: () => void = () => undefined,
  ) {}

  has(name: string): boolean {
    return Object.hasOwn(this.files, name);
  }

  /** In the build's order, which is by name. */
  names(): string[] {
    return Object.keys(this.files);
  }

  async #attempt(name: string): Promise<WidgetDefinition> {
    // The runtime asks only for names the list has (it reports the others itself).
    const definition = (await this.importChunk(`${name}-${this.files[name]!}`)).default;
    // A task of its own for the islands' first render: evaluating the chunk (React's is the biggest)
    // and rendering in one task made the page's longest task.
    await new Promise((resolve) => setTimeout(resolve));
    if (typeof definition?.render !== 'function' || typeof definition.validate !== 'function') throw new Error('no widget in its chunk');
    return definition;
  }
}
