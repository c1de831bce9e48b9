// The ICU MessageFormat subset the catalogue needs: {name}, {n, number}, {n, plural, =0 {…} one {…}
// other {…}} with '#', and {x, select, a {…} other {…}}, with ICU's apostrophe quoting ("Don't"
// stays as written; '{' is a literal brace). Hand-written because the backend's overrides arrive as
// strings at run time, and the runtime formatters that parse ICU weigh many times this subset.

import { numberFormat } from '../number-format';

type Part = string | Arg;
interface Arg {
  name: string;
  /** '' a plain value, 'number', or a choice; '#' stands for the plural's number. */
  type: '' | 'number' | 'plural' | 'select' | '#';
  options?: Record<string, Part[]>;
}
export type Message = Part[];
export type Values = Readonly<Record<string, string | number>>;

/** Parses an ICU message; throws a SyntaxError naming the place for a broken one. */
export function parse(source: string): Message {
  let at = 0;
  // One message for every fault: only the backend's overrides can be broken, and they are reported by id.
  const fail = (): never => {
    throw new SyntaxError(`not ICU at ${at}: "${source}"`);
  };
  const space = () => {
    while (/\s/.test(source[at] ?? '')) at += 1;
  };
  /** The next word (a name, a type, a choice's key), and the spaces after it. */
  const word = (): string => {
    space();
    const found = /^[^\s,{}]+/.exec(source.slice(at))?.[0] ?? fail();
    at += found.length;
    space();
    return found;
  };
  const take = (char: string) => {
    if (source[at] !== char) fail();
    at += 1;
  };
  const message = (inPlural: boolean, nested: boolean): Message => {
    const parts: Message = [];
    let text = '';
    for (let c = source[at]; c !== undefined && c !== '}'; c = source[at]) {
      const next = source[++at];
      if (c === '{' || (c === '#' && inPlural)) {
        if (text) parts.push(text);
        text = '';
        parts.push(c === '#' ? { name: c, type: c } : argument());
      } else if (c === "'" && (next === '{' || next === '}' || (inPlural && next === '#'))) {
        // ICU quoting: '{' is a literal brace, up to the next apostrophe.
        const end = source.indexOf("'", at);
        text += source.slice(at, end < 0 ? undefined : end);
        at = end < 0 ? source.length : end + 1;
      } else {
        text += c;
        if (c === "'" && next === "'") at += 1;
      }
    }
    if (!nested && at < source.length) fail();
    if (text) parts.push(text);
    return parts;
  };
  const argument = (): Arg => {
    const name = word();
    if (source[at] === '}') {
      at += 1;
      return { name, type: '' };
    }
    take(',');
    const type = word();
    if (type === 'number') {
      take('}');
      return { name, type };
    }
    if (type !== 'plural' && type !== 'select') fail();
    take(',');
    const options: Record<string, Part[]> = {};
    for (space(); source[at] !== '}'; space()) {
      const key = word();
      take('{');
      options[key] = message(type === 'plural', true);
      take('}');
    }
    at += 1;
    if (!options.other) fail();
    return { name, type: type as 'plural' | 'select', options };
  };
  return message(false, false);
}

const compiled = new Map<string, Message | null>();
/** A message parsed once; null when it is not valid ICU. */
export function compile(source: string): Message | null {
  let message = compiled.get(source);
  if (message === undefined) {
    try {
      message = parse(source);
    } catch {
      message = null;
    }
    compiled.set(source, message);
  }
  return message;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

/** The message with `values` put in; numbers in `locale`'s digits and grouping. A missing value reads as ''. */
export function format(message: Message, values: Values, locale: string, count?: number): string {
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.type === '#') {
      out += count === undefined ? '' : numberFormat(locale).format(count);
      continue;
    }
    const value = values[part.name];
    if (part.type === 'plural' || part.type === 'select') {
      const options = part.options!;
      const n = Number(value);
      const key = part.type === 'select' ? String(value) : options[`=${n}`] ? `=${n}` : Number.isFinite(n) ? pluralCategory(locale, n) : 'other';
      out += format(options[key] ?? options.other!, values, locale, part.type === 'plural' ? n : count);
    } else if (typeof value === 'number') out += numberFormat(locale).format(value);
    else out += value ?? '';
  }
  return out;
}
