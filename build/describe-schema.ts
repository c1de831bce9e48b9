// An answer's fields as the routes guide lists them, read off the entry's valibot schema: each
// field's path, type and whether it may be left out. The kernel's tolerant types are named by what
// they accept (an id as a number or a numeric string, an amount as a number or a decimal string).
import type * as v from 'valibot';
import { Flag, Id, Money, OptionalMoney, Text } from '../shared/page/schemas/common';
import { ImageUrl } from '../shared/page/safe-url';

export interface Field {
  path: string;
  type: string;
  optional: boolean;
}

type Node = v.GenericSchema & {
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: readonly (Node | string | number)[];
  item?: Node;
  value?: Node;
  literal?: unknown;
  pipe?: readonly { kind: string; type: string }[];
  getter?: () => Node;
  wrapped_list?: boolean;
};

/** The kernel's tolerant types, by identity. */
const NAMED = new Map<unknown, string>([
  [Id, 'id (number or numeric string)'],
  [Money, 'amount (number or decimal string)'],
  [OptionalMoney, 'amount (number or decimal string) or null'],
  [Flag, 'boolean (also 0/1, "0"/"1", "true"/"false")'],
  [Text, 'text (string, number or null)'],
  [ImageUrl, 'URL'],
]);

/** The kernel names these as the tolerances of the answers that use them. */
export const TOLERANCE: Record<string, string> = {
  [NAMED.get(Id)!]: 'ids as numbers or numeric strings',
  [NAMED.get(Money)!]: 'amounts as numbers or decimal strings ("1500.0000")',
  [NAMED.get(Flag)!]: 'booleans as true/false, 0/1 or "0"/"1"',
  [NAMED.get(Text)!]: 'texts as null',
};

const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);

function simple(node: Node): string | null {
  const named = NAMED.get(node);
  if (named) return named;
  if (node.item || node.pipe) return null;
  switch (node.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return node.type;
    case 'unknown':
      return 'any';
    case 'picklist':
      return `one of ${(node.options ?? []).map((o) => JSON.stringify(o)).join(', ')}`;
    case 'literal':
      return JSON.stringify(node.literal);
    case 'lazy':
      return 'the same shape (nested)';
    default:
      return null;
  }
}

/** The schema a pipe validates with: its first that is not `unknown` (a transform may come between). */
function base(node: Node): Node {
  const schemas = (node.pipe ?? []).filter((step) => step.kind === 'schema' && step !== node) as unknown as Node[];
  return schemas.find((step) => step.type !== 'unknown') ?? schemas[0] ?? node;
}

export function describe(schema: v.GenericSchema, path = '', optional = false, out: Field[] = []): Field[] {
  const node = schema as Node;
  if (node.item && node.type !== 'array') {
    out.push({ path, type: (node as { wrapped?: boolean }).wrapped === true ? 'list (bare, or in `data` or `data.data`)' : 'list', optional });
    return describe(node.item, `${path}[]`, false, out);
  }
  if (node.pipe && !NAMED.has(node)) {
    const inner = base(node);
    if (inner !== node) return describe(inner, path, optional, out);
  }
  const named = simple(node);
  if (named) {
    out.push({ path, type: named, optional: optional || node === Text || node === OptionalMoney });
    return out;
  }
  if (OPTIONAL.has(node.type)) return describe(node.wrapped!, path, true, out);
  if (node.type === 'nullable') {
    const inner = simple(node.wrapped!);
    if (inner) {
      out.push({ path, type: `${inner} or null`, optional });
      return out;
    }
    return describe(node.wrapped!, path, optional, out);
  }
  switch (node.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
      if (path) out.push({ path, type: 'object', optional });
      for (const [key, entry] of Object.entries(node.entries ?? {})) describe(entry, path ? `${path}.${key}` : key, false, out);
      return out;
    case 'array':
      out.push({ path, type: 'list', optional });
      return describe(node.item!, `${path}[]`, false, out);
    case 'record':
      out.push({ path, type: 'object keyed by name', optional });
      return describe(node.value!, `${path}.{name}`, false, out);
    case 'union': {
      const options = (node.options ?? []) as Node[];
      const plain = options.map(simple);
      if (plain.every((p) => p !== null)) {
        out.push({ path, type: plain.join(' or '), optional });
        return out;
      }
      // The first structured shape in full; the others as what they are.
      const main = options.find((o) => simple(o) === null)!;
      const rest = options.filter((o) => o !== main).map((o) => simple(o) ?? (o.item || base(o).type === 'array' ? 'a list' : 'another object'));
      out.push({ path: path || '(answer)', type: `the shape below, or ${rest.join(', or ')}`, optional });
      return describe(main, path, optional, out);
    }
    default:
      out.push({ path, type: node.type, optional });
      return out;
  }
}
