// The kernel's half of the runtime's one error convention (mount/report.ts): a console line
// and a `storefront:error` event. Kept here so lazy kernel code need not pull in the entry.

/** Reports something the kernel dropped or worked around, the way the runtime reports errors. */
export function reportProblem(phase: 'answer' | 'globals' | 'analytics', message: string): void {
  console.error(`[storefront] ${message}`);
  try {
    window.dispatchEvent(new CustomEvent('storefront:error', { detail: { phase, message } }));
  } catch {
    // Reporting must never throw into the caller.
  }
}
