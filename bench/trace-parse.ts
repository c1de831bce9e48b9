// Reads a Chrome trace (JSON from browser.stopTracing) for where the main thread's time went:
// the long tasks (≥ 50 ms, what TBT counts beyond 50 ms and what makes a tap wait), what each
// is made of (script evaluation, compile, function calls by script, layout, paint), and the
// functions that burn the most self time inside them (V8 sampling profile in the trace).
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

/** Names a minified position by its source (bench/source-maps.ts); undefined keeps the bundle's. */
export type Resolve = (url: string, line: number, column: number) => string | undefined;

/** Events that say what a task did; scheduler wrappers around them are looked through. */
const PARTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.runMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
  'Layerize',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND',
  'XHRReadyStateChange',
  'ResourceReceivedData',
]);

interface LongTask {
  startMs: number;
  ms: number;
  /** Biggest kinds of work by self time, "Layout 120 ms"; "other" is time in no named event. */
  parts: [string, number][];
}

export interface TraceSummary {
  /** The longest tasks (top n); `taskCount` counts them all. */
  longTasks: LongTask[];
  taskCount: number;
  blockingMs: number;
  /** Self time in long tasks per function, "fn (file:line)". */
  functions: [string, number][];
  /** Self time in long tasks per script file ("(native)" for V8/Blink work without one). */
  scripts: [string, number][];
}

const file = (url: unknown) => (typeof url === 'string' && url ? url.split('?')[0]!.split('/').slice(-2).join('/') : '');

function label(e: TraceEvent, resolve?: Resolve): string {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${file(d['url'] ?? (e.args as Record<string, unknown> | undefined)?.['fileName'])}`.trim();
    case 'FunctionCall': {
      // Trace positions are 1-based, source maps' columns 0-based.
      const url = String(d['url'] ?? '');
      const source = url ? resolve?.(url, Number(d['lineNumber'] ?? 1), Number(d['columnNumber'] ?? 1) - 1) : undefined;
      return `FunctionCall ${source ?? `${file(url)} ${String(d['functionName'] ?? '') || '(anonymous)'}`}`;
    }
    case 'EventDispatch':
      return `EventDispatch ${String(d['type'] ?? '')}`;
    default:
      return e.name;
  }
}

const add = (map: Map<string, number>, key: string, v: number) => map.set(key, (map.get(key) ?? 0) + v);
const top = (map: Map<string, number>, n: number): [string, number][] =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => [k, Math.round(v)]);

/** `from`: a performance.mark name; only long tasks that start after it count. */
export function summariseTrace(json: string, n = 8, resolve?: Resolve, from?: string): TraceSummary {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e: TraceEvent) => mains.has(`${e.pid}:${e.tid}`);
  // Parents before the events they contain: earlier first, and the longer one on a tie.
  const complete = events.filter((e) => e.ph === 'X' && e.dur != null && onMain(e)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const since = from ? (events.find((e) => e.name === from)?.ts ?? 0) : 0;
  const tasks = complete.filter((e) => e.name === 'RunTask' && e.dur! >= 50_000 && e.ts >= since);
  const origin = since || (complete[0]?.ts ?? 0);

  const longTasks: LongTask[] = tasks.map((task) => {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    // Self time per kind of work: an event's time minus the named events nested in it, so a
    // style recalc inside an event dispatch shows as itself rather than as the dispatch.
    const open: { end: number; label: string }[] = [];
    const inside = complete.filter(
      (e) => e !== task && PARTS.has(e.name) && e.ts >= task.ts && e.ts < end && e.pid === task.pid && e.tid === task.tid,
    );
    for (const e of inside) {
      while (open.length && open[open.length - 1]!.end <= e.ts) open.pop();
      const parent = open[open.length - 1];
      if (parent) add(parts, parent.label, -e.dur! / 1000);
      const name = label(e, resolve);
      add(parts, name, e.dur! / 1000);
      open.push({ end: e.ts + e.dur!, label: name });
    }
    const named = [...parts.values()].reduce((a, b) => a + b, 0);
    if (task.dur! / 1000 - named >= 1) parts.set('other', task.dur! / 1000 - named);
    return { startMs: Math.round((task.ts - origin) / 1000), ms: Math.round(task.dur! / 1000), parts: top(parts, 5) };
  });

  // V8 samples (ProfileChunk events, one stream per profiled thread) inside the long tasks.
  const nodes = new Map<string, ProfileNode>();
  const functions = new Map<string, number>();
  const scripts = new Map<string, number>();
  const streams = new Map<string, number>(); // profile id -> time of the last sample
  const inLongTask = (ts: number) => tasks.some((t) => ts >= t.ts && ts < t.ts + t.dur!);
  for (const e of events) {
    const d = e.args?.data as Record<string, unknown> | undefined;
    const id = `${e.pid}:${String((e as unknown as { id?: string }).id ?? '')}`;
    if (e.name === 'Profile' && d?.['startTime'] != null) streams.set(id, Number(d['startTime']));
    if (e.name !== 'ProfileChunk' || !d) continue;
    const profile = d['cpuProfile'] as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const node of profile?.nodes ?? []) nodes.set(`${id}:${node.id}`, node);
    const deltas = (d['timeDeltas'] as number[] | undefined) ?? [];
    let t = streams.get(id) ?? 0;
    (profile?.samples ?? []).forEach((sample, i) => {
      const delta = deltas[i] ?? 0;
      t += delta;
      const node = nodes.get(`${id}:${sample}`);
      if (!node || !inLongTask(t)) return;
      const { functionName, url, lineNumber = 0, columnNumber = 0 } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return;
      const source = url ? resolve?.(url, lineNumber + 1, columnNumber) : undefined;
      const where = url ? `${file(url)}:${lineNumber + 1}:${columnNumber}` : 'native';
      add(functions, source ? `${source} [${functionName || 'anonymous'} in ${where}]` : `${functionName || '(anonymous)'} (${where})`, delta / 1000);
      add(scripts, file(url) || `(${functionName || 'native'})`, delta / 1000);
    });
    streams.set(id, t);
  }
  return {
    longTasks: [...longTasks].sort((a, b) => b.ms - a.ms).slice(0, n),
    taskCount: longTasks.length,
    blockingMs: Math.round(tasks.reduce((sum, t) => sum + (t.dur! / 1000 - 50), 0)),
    functions: top(functions, n),
    scripts: top(scripts, n),
  };
}
