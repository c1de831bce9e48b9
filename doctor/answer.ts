// An answer held to its schema strictly: where the bundle drops one bad row of a list and shows the
// rest, the doctor reports that row, naming the field, e.g. `data[0].price: expected number or
// string, got null`.
import * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** `a.0.b` → `a[0].b`. */
const fieldPath = (dotted: string) => dotted.replace(/\.(\d+)(?=\.|$)/g, '[$1]').replace(/^(\d+)/, '[$1]');

const readable = (type: string) => type.replace(/[()]/g, '').replace(/ \| /g, ' or ');

function reason(expected: string | null | undefined, received: string | undefined, message: string): string {
  if (received === 'undefined') return 'missing';
  return expected && received !== undefined ? `expected ${readable(expected)}, got ${received}` : message;
}

/** Of a union's failures, the one that got furthest into the answer (the shape it nearly was). */
function deepest(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  const depth = (each: v.BaseIssue<unknown>) => each.path?.length ?? 0;
  if (issue.type !== 'union' || !issue.issues?.length) return issue;
  const best = issue.issues.map(deepest).reduce((a, b) => (depth(b) > depth(a) ? b : a));
  // A union of plain types at one place (an id: number or numeric string) is one expectation.
  return depth(best) > depth(issue) ? best : issue;
}

export function describeIssue(found: v.BaseIssue<unknown>): string {
  const issue = deepest(found);
  const path = v.getDotPath(issue);
  return `${path ? `${fieldPath(path)}: ` : ''}${reason(issue.expected, issue.received, issue.message)}`;
}

/** Where a list sits in an answer, as the kernel's `listOf` unwraps it: bare, `data` or `data.data`. */
function listPrefix(body: unknown): string {
  const data = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { data?: unknown }).data : undefined;
  if (Array.isArray(body)) return '';
  if (Array.isArray(data(body))) return 'data';
  return Array.isArray(data(data(body))) ? 'data.data' : '';
}

/** The kernel's report of a dropped row: `list row 3.price: Invalid type: Expected … but received null; dropped`. */
function droppedRow(message: string, body: unknown): string | null {
  const row = /^list row (\d+)(?:\.(\S+))?: (.*); dropped$/.exec(message);
  if (!row) return null;
  const [, index, path, text = ''] = row;
  const types = /Expected (.+) but received (.+)$/.exec(text);
  const prefix = listPrefix(body);
  const where = `${prefix}[${index}]${path ? `.${fieldPath(path)}` : ''}`;
  return `${where}: ${types ? reason(types[1], types[2], text) : text}`;
}

type Host = { window?: EventTarget };

/**
 * The kernel reports on `window`; in Node an event target stands in for it while a check runs,
 * and goes after it: a lasting global `window` tells later code in the process (axe-core loaded
 * by the next test file of a worker) that it runs in a browser.
 */
function reportsTarget(): { reports: EventTarget; done(): void } {
  const host = globalThis as Host;
  if (host.window !== undefined) return { reports: host.window, done: () => {} };
  const reports = new EventTarget();
  host.window = reports;
  return { reports, done: () => delete host.window };
}

/** Every problem the bundle would meet reading this answer (none: it reads it whole). */
export function answerProblems(schema: AnySchema, body: unknown): string[] {
  const dropped: string[] = [];
  const listen = (event: Event) => {
    const detail = (event as CustomEvent<{ phase?: string; message?: string }>).detail;
    if (detail?.phase === 'answer' && detail.message) dropped.push(droppedRow(detail.message, body) ?? detail.message);
  };
  // The kernel's one console line per dropped row is this check's own finding: not printed twice.
  const { error } = console;
  console.error = () => {};
  const { reports, done } = reportsTarget();
  reports.addEventListener('storefront:error', listen);
  try {
    const result = v.safeParse(schema, body);
    if (!result.success) return [describeIssue(result.issues[0])];
    return dropped;
  } finally {
    reports.removeEventListener('storefront:error', listen);
    done();
    console.error = error;
  }
}
