// Which parts of the bench to run: `npm run bench -- --only=taps,mount` (or BENCH_ONLY=taps,mount)
// so a developer can iterate on one figure; without it every default part runs. `trace` is
// diagnostic (a Chrome trace of the home page and the slowest tap) and runs only when named.
const PARTS = ['sizes', 'pages', 'mount', 'taps', 'prefetch', 'ready', 'lighthouse', 'trace'] as const;
type Part = (typeof PARTS)[number];
const DEFAULT: Part[] = ['sizes', 'pages', 'mount', 'taps', 'prefetch', 'ready', 'lighthouse'];

export interface BenchOptions {
  parts: Set<Part>;
  /** Lighthouse runs per page (median of these). */
  lighthouseRuns: number;
  /** Taps per scenario (median of these). */
  tapRuns: number;
  /** Measured mount pairs (Storefront, bare React) after the warm-up. */
  mountRuns: number;
  /** Cold Fast 3G visits per page until Storefront.ready() (median of these). */
  readyRuns: number;
  /** The page `trace` records loading. */
  tracePage: string;
}

function value(argv: string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  const inline = argv.find((a) => a.startsWith(prefix));
  if (inline) return inline.slice(prefix.length);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function count(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(`npm run bench [-- --only=${PARTS.join(',')}] [--lighthouse-runs=3] [--tap-runs=5] [--mount-runs=21] [--ready-runs=5] [--trace-page=/home]
  env: BENCH_ONLY (same as --only), SKIP_BUILD=1 (use the existing dist/)
  default: ${DEFAULT.join(', ')}; 'trace' runs only when named`);
    process.exit(0);
  }
  const only = value(argv, 'only') ?? env['BENCH_ONLY'];
  let parts = new Set<Part>(DEFAULT);
  if (only) {
    const names = only
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !(PARTS as readonly string[]).includes(n));
    if (unknown.length) throw new Error(`unknown bench part(s): ${unknown.join(', ')}; parts are ${PARTS.join(', ')}`);
    parts = new Set(names as Part[]);
  }
  return {
    parts,
    lighthouseRuns: count(value(argv, 'lighthouse-runs') ?? env['BENCH_LIGHTHOUSE_RUNS'], 3),
    tapRuns: count(value(argv, 'tap-runs') ?? env['BENCH_TAP_RUNS'], 5),
    mountRuns: count(value(argv, 'mount-runs') ?? env['BENCH_MOUNT_RUNS'], 21),
    readyRuns: count(value(argv, 'ready-runs') ?? env['BENCH_READY_RUNS'], 5),
    tracePage: value(argv, 'trace-page') ?? '/home',
  };
}
