// One source of truth for widgets: the folders build.mjs makes a chunk of (widgets/*/index.tsx),
// which are the runtime's list, and the catalogue the gallery shows (CONTRACT.md §4's table,
// fixtures/server/gallery-props.ts) must name the same widgets.
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../fixtures/server/gallery-props';
import { widgetNames } from '../build/options.mjs';

describe('widget list', () => {
  it('names exactly the widgets of the catalogue (CONTRACT.md §4, as the gallery lists them)', () => {
    expect(widgetNames()).toEqual(Object.keys(WIDGETS).sort());
  });
});
