// The compare table as the browser tests read it: each row's cells with their text and edges.
import type { Page } from 'playwright-core';

export const hook = '[data-widget="compare"]';

export interface Cell {
  text: string;
  left: number;
  right: number;
}

/** Each row of the table as its cells' text and horizontal edges. */
export function rows(page: Page): Promise<Cell[][]> {
  return page.locator(`${hook} table`).evaluate((table: HTMLTableElement) =>
    Array.from(table.rows, (row) =>
      Array.from(row.cells, (cell) => {
        const box = cell.getBoundingClientRect();
        return { text: (cell.textContent ?? '').trim(), left: Math.round(box.left), right: Math.round(box.right) };
      }),
    ),
  );
}
