/** The query as it is sent and remembered: trimmed, inner spaces as one, composed (NFC). */
export function cleanQuery(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ').normalize('NFC');
}

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/** Characters as a reader counts them: 'পা' is one (a consonant and its vowel sign), 'pa' two. */
export function characterCount(text: string): number {
  return graphemes ? Array.from(graphemes.segment(text)).length : Array.from(text).length;
}

/** A combining mark or joiner: never the first letter of a piece of text. */
const JOINING = /[\p{M}\u200c\u200d]/u;
/** Indic viramas (Devanagari to Malayalam): with the next letter they make one conjunct ('ঙ্গ'). */
const VIRAMA = /[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d]/;

// A <mark> must not cut a letter from its vowel sign or a conjunct in two: the halves render
// apart ('লুঙ' + '্গি' shows a dotted circle). The mark grows to whole written letters.
function clusterStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && (JOINING.test(text[start]!) || VIRAMA.test(text[start - 1]!))) start -= 1;
  return start;
}

function clusterEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && (JOINING.test(text[end]!) || VIRAMA.test(text[end - 1]!))) end += 1;
  return end;
}

export interface NamePart {
  text: string;
  marked: boolean;
}

/**
 * The name cut around each case-insensitive occurrence of the query, for <mark>; text only, never
 * HTML. A name whose lower case changes its length (rare letters such as 'İ') is left unmarked
 * rather than marked in the wrong place.
 */
export function markedName(name: string, query: string): NamePart[] {
  const needle = cleanQuery(query).toLocaleLowerCase();
  const haystack = name.toLocaleLowerCase();
  if (needle === '' || haystack.length !== name.length) return [{ text: name, marked: false }];
  const parts: NamePart[] = [];
  let at = 0;
  for (let found = haystack.indexOf(needle); found !== -1; found = haystack.indexOf(needle, at)) {
    const start = clusterStart(name, Math.max(found, at));
    const end = clusterEnd(name, found + needle.length);
    if (start > at) parts.push({ text: name.slice(at, start), marked: false });
    parts.push({ text: name.slice(start, end), marked: true });
    at = end;
  }
  if (at < name.length || parts.length === 0) parts.push({ text: name.slice(at), marked: false });
  return parts;
}
