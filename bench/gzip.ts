// Sizes as shoppers pay for them: gzip at level 9, computed locally so the numbers do not
// depend on whether the fixture server compresses.
import { gzipSync } from 'node:zlib';

export function gzipBytes(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

export function kb(bytes: number | null | undefined): string {
  return bytes == null ? 'n/a' : `${(bytes / 1024).toFixed(1)} kB`;
}

/** Prints rows as an aligned plain-text table. */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
