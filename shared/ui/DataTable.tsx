import type { ReactNode } from 'react';

/**
 * Rows under column headers, captioned for screen readers. On a narrow screen the table scrolls
 * sideways, so its scroller is a named, focusable region: keyboard users can scroll it too.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="sf-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="sf-table">
        <caption className="sf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
