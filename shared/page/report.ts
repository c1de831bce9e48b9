// The one reporter: every problem the runtime or the kernel drops or works around is one console
// line and one `storefront:error` event, so monitoring can listen without patching any console
// method. No imports: the entry (mount/) uses it, and it must stay free of the kernel's dependencies.

/** What went wrong where: the runtime's phases of an island, then the kernel's kinds of problem. */
export type Phase =
  'props' | 'load' | 'render' | 'registry' | 'runtime' | 'api' | 'globals' | 'answer' | 'fetch' | 'action' | 'redirect' | 'storage' | 'analytics';

/** Where the trouble happened, for the one report line QA and developers read. */
export interface ErrorContext {
  widget?: string | undefined;
  element?: Element | undefined;
  phase: Phase;
}

export type ErrorHandler = (error: unknown, context: ErrorContext) => void;

const reasonOf = (error: unknown) => String(error instanceof Error ? error.message : error);

/** The one line and the one event every report ends in; the error itself goes beside the line, for its stack. */
function emit(where: string, context: ErrorContext, message: string, error: unknown): void {
  // eslint-disable-next-line no-console -- the one console line every problem gets
  console.error(`[storefront] ${where}: ${message}`, error instanceof Error ? error : '');
  try {
    // `window.`, not the global: the doctor reads these events in Node, on a stand-in window.
    window.dispatchEvent(new CustomEvent('storefront:error', { detail: { ...context, message } }));
  } catch {
    // Reporting must never throw into the caller.
  }
}

/**
 * The runtime's report: `[storefront] widget "name" (phase): reason`, or `[storefront] phase: reason`
 * when no widget is involved; the event's detail is the context plus the message.
 */
export function report(error: unknown, context: ErrorContext): void {
  emit(context.widget ? `widget "${context.widget}" (${context.phase})` : context.phase, context, reasonOf(error), error);
}

/** The kernel's: `[storefront] phase: message`, or `message: reason` with the error behind it. */
export function reportProblem(phase: Phase, message: string, error?: unknown): void {
  emit(phase, { phase }, error === undefined ? message : `${message}: ${reasonOf(error)}`, error);
}
