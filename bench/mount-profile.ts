// Where the mount's time goes (part of `--only=trace`): V8's sampling profiler over rounds of
// each arm of the mount bench, self time grouped by source file through the build's source maps,
// so the runtime's own share stands beside React's and the browser's.
import type { Browser, CDPSession } from 'playwright-core';
import { printTable } from './gzip';
import { HOOKS, withMountPage } from './mount';
import type { Resolve } from './trace-parse';

const ROUNDS = 40;
const ROWS = 14;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self ms per round by place: a project file, a package, or a native ("(garbage collector)"). */
export type MountProfile = Map<string, number>;

function placeOf(frame: CallFrame, resolve: Resolve | undefined): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : `(${frame.functionName || 'native'})`;
  if (frame.url.includes('/__bench/')) return 'React in bench/page.ts (the bare arm)';
  const file = resolve?.(frame.url, frame.lineNumber + 1, frame.columnNumber)?.split(':')[0];
  if (!file) return new URL(frame.url).pathname;
  if (/^(mount|shared|widgets)\//.test(file)) return file;
  // A library: its package name.
  const parts = file.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

async function profile(cdp: CDPSession, round: () => Promise<unknown>, resolve: Resolve | undefined): Promise<MountProfile> {
  await cdp.send('Profiler.start');
  for (let i = 0; i < ROUNDS; i++) await round();
  const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const frames = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const self: MountProfile = new Map();
  p.samples.forEach((id, i) => {
    const place = placeOf(frames.get(id)!, resolve);
    self.set(place, (self.get(place) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000 / ROUNDS);
  });
  self.delete('(idle)');
  return self;
}

export async function profileMount(
  browser: Browser,
  base: string,
  resolve: Resolve | undefined,
): Promise<{ storefront: MountProfile; bare: MountProfile }> {
  return withMountPage(browser, base, async ({ page, storefront, bare }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    return {
      storefront: await profile(cdp, () => storefront(HOOKS), resolve),
      bare: await profile(cdp, () => bare(HOOKS), resolve),
    };
  });
}

export function printMountProfile({ storefront, bare }: { storefront: MountProfile; bare: MountProfile }): void {
  const total = (p: MountProfile) => [...p.values()].reduce((a, b) => a + b, 0);
  const most = (place: string) => Math.max(storefront.get(place) ?? 0, bare.get(place) ?? 0);
  const places = [...new Set([...storefront.keys(), ...bare.keys()])].sort((a, b) => most(b) - most(a));
  const ms = (v: number | undefined) => (v ? v.toFixed(2) : '');
  printTable(
    `Mount profile: self time per round of ${HOOKS} hooks, mounting and unmounting (V8 sampling profiler, ${ROUNDS} rounds of each arm, idle excluded, ms)`,
    ['where', 'Storefront', 'bare React'],
    [
      ...places.slice(0, ROWS).map((place) => [place, ms(storefront.get(place)), ms(bare.get(place))]),
      ['all', ms(total(storefront)), ms(total(bare))],
    ],
  );
}
