/** SPEC §9 name cuts, by where the name is shown. */
export const CUTS = {
  category: 12,
  grid: 22,
  featured: 25,
  card: 25,
  trending: 25,
  flashGrid: 37,
  search: 25,
  campaign: 22,
  blogFeatured: 400,
  blogExcerpt: 150,
} as const;

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** Graphemes, so Bangla conjuncts and emoji are never split in half. */
function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** The first `limit` characters plus '...', only when the text is longer (SPEC §2). */
export function cut(text: string | null | undefined, limit: number): string {
  const value = text ?? '';
  if (value.length <= limit) return value;
  const parts = graphemes(value);
  return parts.length <= limit ? value : `${parts.slice(0, limit).join('')}...`;
}
