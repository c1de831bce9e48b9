// One source of truth for widgets: the registry the runtime reads, the folders build.mjs makes a
// chunk of (widgets/*/index.tsx), and the catalogue the gallery shows (CONTRACT.md §4's table,
// fixtures/server/gallery-props.ts) must name the same widgets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../fixtures/server/gallery-props';
import { registry } from './registry';

// A string, not new URL(): the unit tests run on happy-dom, whose URL is no file URL.
const here = dirname(fileURLToPath(import.meta.url));
const widgetsDir = join(here, '..', 'widgets');

/** The same rule as build.mjs's widgetNames(). */
function widgetFolders(): string[] {
  return readdirSync(widgetsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(widgetsDir, d.name, 'index.tsx')))
    .map((d) => d.name)
    .sort();
}

describe('widget registry', () => {
  it('names exactly the widget folders that have an index.tsx', () => {
    expect(Object.keys(registry).sort()).toEqual(widgetFolders());
  });

  it('names exactly the widgets of the catalogue (CONTRACT.md §4, as the gallery lists them)', () => {
    expect(Object.keys(registry).sort()).toEqual(Object.keys(WIDGETS).sort());
  });

  it('loads each widget from its own folder', () => {
    const source = readFileSync(join(here, 'registry.ts'), 'utf8');
    const lines = [...source.matchAll(/^\s*'?([a-z-]+)'?: \(\) => import\('\.\.\/widgets\/([a-z-]+)'\),$/gm)];
    expect(lines.map(([, name]) => name).sort()).toEqual(Object.keys(registry).sort());
    expect(lines.filter(([, name, folder]) => name !== folder)).toEqual([]);
  });
});
