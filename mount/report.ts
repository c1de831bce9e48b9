/** Where the trouble happened, for the one report line QA and developers read. */
export interface ErrorContext {
  widget?: string | undefined;
  element?: Element | undefined;
  phase: 'props' | 'load' | 'render' | 'registry' | 'runtime' | 'api';
}

export type ErrorHandler = (error: unknown, context: ErrorContext) => void;

/**
 * The runtime's single error handler: one console line naming widget and phase,
 * plus a `storefront:error` event so monitoring can listen without patching console.
 */
export const reportError: ErrorHandler = (error, context) => {
  const where = context.widget ? `widget "${context.widget}"` : 'runtime';
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[storefront] ${where} (${context.phase}): ${reason}`, error instanceof Error ? error : '');
  try {
    window.dispatchEvent(new CustomEvent('storefront:error', { detail: { ...context, message: reason } }));
  } catch {
    // Reporting must never throw into the caller.
  }
};

/** Runs a callback so that whatever it throws or rejects lands in the handler, never the page. */
export function guard<T>(run: () => T | Promise<T>, context: ErrorContext, onError: ErrorHandler = reportError): Promise<T | undefined> {
  try {
    return Promise.resolve(run()).catch((error: unknown) => {
      onError(error, context);
      return undefined;
    });
  } catch (error) {
    onError(error, context);
    return Promise.resolve(undefined);
  }
}
