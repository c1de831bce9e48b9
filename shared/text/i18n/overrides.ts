import { reportProblem } from '../../page/report';
import { compile, type Message } from './icu';

// The check of the backend's `messages` global: a chunk of its own, loaded (before the
// islands render) only on a page whose globals carry some, so English pages without them pay nothing.

type Entries = Readonly<Record<string, string>>;

const reported = new Set<string>();
function reportOnce(id: string, why: string): void {
  if (reported.has(id)) return;
  reported.add(id);
  reportProblem('globals', `globals.messages.${id}: ${why}; using the catalogue's text`);
}

/** Every argument a message reads, choices' inner ones included ('#' is not an argument). */
export function argumentsOf(message: Message, into = new Set<string>()): Set<string> {
  for (const part of message) {
    if (typeof part === 'string' || part.type === '#') continue;
    into.add(part.name);
    for (const option of Object.values(part.options ?? {})) argumentsOf(option, into);
  }
  return into;
}

const scopeOf = (id: string) => id.slice(0, Math.max(0, id.indexOf('.')));

const checked = new WeakMap<object, Set<string>>();
/**
 * Reports, once per globals block, the backend's ids that name no message: against a scope when it
 * is first used, and against the list of every scope (a small chunk, fetched only when the backend
 * names a scope this page has not defined).
 */
function checkIds(messages: Entries, defined: ReadonlyMap<string, Entries>, scope: string): void {
  let done = checked.get(messages);
  if (!done) checked.set(messages, (done = new Set()));
  if (done.has(scope)) return;
  done.add(scope);
  const ids = Object.keys(messages);
  const en = defined.get(scope)!;
  for (const id of ids) if (scopeOf(id) === scope && !Object.hasOwn(en, id.slice(scope.length + 1))) reportOnce(id, `no such message in "${scope}"`);
  const strangers = ids.filter((id) => !defined.has(scopeOf(id)));
  if (strangers.length && !done.has('')) {
    done.add('');
    void import('storefront:catalogue/scopes').then(({ default: all }) => {
      for (const id of strangers) if (!all.includes(scopeOf(id))) reportOnce(id, 'no such message (ids are "scope.key")');
    });
  }
}

const usable = new Map<string, boolean>();
/** Whether the backend's text may stand in for `english`: valid ICU, no placeholder English lacks; reported once if not. */
function valid(id: string, text: string, english: string): boolean {
  const message = compile(text);
  if (message === null) {
    reportOnce(id, 'not a valid message');
    return false;
  }
  const allowed = argumentsOf(compile(english) ?? []);
  const wrong = [...argumentsOf(message)].filter((name) => !allowed.has(name));
  if (wrong.length === 0) return true;
  const known = [...allowed].map((name) => `{${name}}`).join(', ') || 'none';
  reportOnce(id, `unknown placeholder ${wrong.map((name) => `{${name}}`).join(', ')} (this message has ${known})`);
  return false;
}

/** The backend's text for `scope.key` when it has a usable one. */
export function override(messages: Entries, defined: ReadonlyMap<string, Entries>, scope: string, key: string): string | undefined {
  checkIds(messages, defined, scope);
  const id = `${scope}.${key}`;
  const text = messages[id];
  if (text === undefined) return undefined;
  const memo = `${id}\u0000${text}`;
  let ok = usable.get(memo);
  if (ok === undefined) usable.set(memo, (ok = valid(id, text, defined.get(scope)![key]!)));
  return ok ? text : undefined;
}
