import { useLayoutEffect } from 'react';
import * as v from 'valibot';
import { defineWidget } from '../shared/ui/island/define-widget';
import type { WidgetModule } from '../shared/ui/island/contract';
import { ChunkLoader } from './loader';
import { Runtime } from './runtime';
import type { ErrorContext } from '../shared/page/report';

/** Test widgets: a greeter with a required prop, one that throws, one whose live instances are tracked. */
export const live = new Set<string>();

const Greeter = defineWidget(v.object({ name: v.string() }), ({ name }) => <p>Hello {name}</p>);
const Thrower = defineWidget(v.looseObject({}), () => {
  throw new Error('boom');
});
const Tracked = defineWidget(v.object({ id: v.string() }), ({ id }) => {
  useLayoutEffect(() => {
    live.add(id);
    return () => void live.delete(id);
  }, [id]);
  return <p>tracked {id}</p>;
});

const asModule = (definition: WidgetModule['default']): Promise<WidgetModule> => Promise.resolve({ default: definition });

export function testRuntime(extra: Record<string, () => Promise<WidgetModule>> = {}) {
  const reports: Array<{ message: string; context: ErrorContext }> = [];
  const chunks: Record<string, () => Promise<WidgetModule>> = {
    greeter: () => asModule(Greeter),
    thrower: () => asModule(Thrower),
    tracked: () => asModule(Tracked),
    ...extra,
  };
  // Each widget's chunk is "<name>-TEST"; importing it runs the test's loader.
  const files = Object.fromEntries(Object.keys(chunks).map((name) => [name, 'TEST']));
  const loader = new ChunkLoader(files, (file) => chunks[file.replace(/-TEST$/, '')]!());
  const runtime = new Runtime(loader, (error, context) => reports.push({ message: error instanceof Error ? error.message : String(error), context }));
  return { runtime, reports };
}

export { asModule, Greeter };
