// The bench's tables: each figure beside its budget or goal (bench/budgets.json), `ok`/`OVER`,
// and every OVER collected for the last line.
import { BUDGETS, against, goal } from './budgets';
import { kb, printTable } from './gzip';
import type { LighthouseSummary } from './lighthouse';
import { HOOKS, WARM_UP, type MountResult } from './mount';
import type { PageResult } from './pages';
import type { ReadyResult } from './ready';
import type { BundleSizes } from './sizes';
import { showSpread } from './stats';
import { CPU_SLOWDOWN, type TapResult } from './taps';

export class Overs {
  readonly list: string[] = [];
  bytes(what: string, bytes: number | undefined, budget: number | undefined): string {
    const cell = against(bytes, budget);
    if (cell.over) this.list.push(`${what} ${kb(bytes)} > ${kb(budget)}`);
    return cell.text;
  }
  goal(what: string, value: number | undefined, target: number, atMost = true, unit = ''): string {
    const cell = goal(value, target, atMost);
    const shown = unit === ' ms' ? Math.round(value!) : Number(value!.toFixed(2));
    if (cell.over) this.list.push(`${what} ${shown}${unit} ${atMost ? '>' : '<'} ${target}${unit}`);
    return cell.text;
  }
}

export function printSizes(sizes: BundleSizes, overs: Overs): void {
  const rows = [
    ...(sizes.entry
      ? [[sizes.entry.name, sizes.entry.file, kb(sizes.entry.gzip), overs.bytes('entry', sizes.entry.gzip, BUDGETS.entry.gzip), '']]
      : []),
    ...(sizes.react
      ? [[sizes.react.name, sizes.react.file, kb(sizes.react.gzip), overs.bytes('core', sizes.react.gzip, BUDGETS.core.gzip), sizes.react.how]]
      : []),
    ...sizes.widgets.map((w) => [
      `widget ${w.name}`,
      w.file,
      kb(w.gzip),
      overs.bytes(`widget ${w.name}`, w.gzip, BUDGETS.widgetChunk.gzip),
      `with shared imports ${kb(w.withShared)}`,
    ]),
  ];
  printTable('Bundle (gzip -9)', ['chunk', 'file', 'gzip', 'budget', 'note'], rows);
  for (const note of sizes.notes) console.log(`  note: ${note}`);
}

export function printPages(results: PageResult[], paths: (string | undefined)[], overs: Overs): void {
  printTable(
    'JavaScript loaded per page (same-origin scripts, gzip -9, after islands settle)',
    ['page', 'hooks', 'js files', 'js gzip', 'budget', 'note'],
    results.map((r, i) => [
      r.label,
      r.hooks == null ? 'n/a' : String(r.hooks),
      r.jsFiles == null ? 'n/a' : String(r.jsFiles),
      kb(r.jsGzip),
      overs.bytes(`page ${r.label}`, r.jsGzip, BUDGETS.pages[paths[i] ?? '']?.gzip),
      r.error ?? '',
    ]),
  );
}

export function printMount(mount: MountResult, runs: number, overs: Overs): void {
  const ms = (v: number) => v.toFixed(1);
  const note = mount.error ?? (mount.mounted != null && mount.mounted < HOOKS ? `only ${mount.mounted}/${HOOKS} mounted` : '');
  printTable(
    `Mount ${HOOKS} hello-world hooks (median (min-max) of ${runs} pairs after ${WARM_UP} warm-up pairs)`,
    ['Storefront.mount + ready()', `bare createRoot x${HOOKS}`, 'ratio', 'goal', 'note'],
    [
      [
        showSpread(mount.storefrontMs, ms, ' ms'),
        showSpread(mount.baselineMs, ms, ' ms'),
        showSpread(mount.ratio, (v) => v.toFixed(2), 'x'),
        overs.goal('mount ratio', mount.ratio?.median, BUDGETS.goals.mountRatio, true, 'x'),
        note,
      ],
    ],
  );
}

export function printTaps(taps: TapResult[], runs: number, overs: Overs): void {
  printTable(
    `Tap to next paint (Event Timing, as INP; phone screen, ${CPU_SLOWDOWN}x CPU slowdown; median (min-max) of ${runs}, ms)`,
    ['tap', 'ms', 'goal', 'median run: slowest event, ms', 'note'],
    taps.map((t) => [
      t.name,
      showSpread(t.ms),
      overs.goal(`tap ${t.name}`, t.ms?.median, BUDGETS.goals.tapMs, true, ' ms'),
      t.parts ?? '',
      t.error ?? '',
    ]),
  );
}

export function printReady(results: ReadyResult[], runs: number, overs: Overs): void {
  printTable(
    `Islands ready on a first visit (Storefront.ready(); cold cache, Fast 3G: 150 ms RTT, 1.6 Mbps down; 390 px phone, ${CPU_SLOWDOWN}x CPU slowdown; median (min-max) of ${runs}, ms from navigation)`,
    ['page', 'ready ms', 'goal', 'core chunk arrived ms', 'note'],
    results.map((r) => [
      r.label,
      showSpread(r.readyMs),
      overs.goal(`islands ready ${r.label}`, r.readyMs?.median, BUDGETS.goals.readyMs, true, ' ms'),
      showSpread(r.coreMs),
      r.error ?? '',
    ]),
  );
}

export function printLighthouse(lh: LighthouseSummary[], runs: number, overs: Overs): void {
  const { performance, tbtMs, lcpMs } = BUDGETS.goals.lighthouse;
  printTable(
    `Lighthouse 12 (mobile: simulated slow 4G, 4x CPU slowdown; median (min-max) of ${runs} runs; scores 0-100)`,
    ['page', 'performance', 'goal', 'TBT ms', 'goal', 'FCP ms', 'LCP ms', 'goal', 'SI ms', 'LCP element', 'accessibility', 'CLS', 'note'],
    lh.map((r) => [
      r.label,
      showSpread(r.performance),
      overs.goal(`Lighthouse performance ${r.label}`, r.performance?.median, performance, false),
      showSpread(r.tbtMs),
      overs.goal(`Lighthouse TBT ${r.label}`, r.tbtMs?.median, tbtMs, true, ' ms'),
      showSpread(r.fcpMs),
      showSpread(r.lcpMs),
      overs.goal(`Lighthouse LCP ${r.label}`, r.lcpMs?.median, lcpMs, true, ' ms'),
      showSpread(r.siMs),
      r.lcpElements.join(' | ').slice(0, 60),
      showSpread(r.accessibility),
      showSpread(r.cls, (v) => v.toFixed(3)),
      r.errors.length ? `n/a in ${r.errors.join('; ')}` : '',
    ]),
  );
}
