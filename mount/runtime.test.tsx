import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineWidget } from '../shared/ui/island/define-widget';
import type { WidgetModule } from '../shared/ui/island/contract';
import { asModule, Greeter, live, testRuntime } from './testing';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function hook(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html.trim();
  const element = wrapper.firstElementChild as HTMLElement;
  document.body.append(element);
  return element;
}

describe('Runtime', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    live.clear();
  });
  afterEach(() => stop?.());

  function start(extra?: Parameters<typeof testRuntime>[0]) {
    const test = testRuntime(extra);
    test.runtime.start(document);
    stop = () => test.runtime.stop();
    return test;
  }

  it('mounts a hook with data-props, replacing its fallback, and marks it mounted', async () => {
    const element = hook(`<div data-widget="greeter" data-props='{"name":"Rahim"}'>fallback</div>`);
    const { runtime, reports } = start();
    await runtime.ready();
    expect(element.getAttribute('data-widget-state')).toBe('mounted');
    expect(screen.getByText('Hello Rahim')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(reports).toEqual([]);
  });

  it('ready() asked before the start waits for it and mounts nothing early', async () => {
    const element = hook(`<div data-widget="greeter" data-props='{"name":"Early"}'>fallback</div>`);
    const test = testRuntime();
    stop = () => test.runtime.stop();
    let settled = false;
    const ready = test.runtime.ready().then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    expect(element.hasAttribute('data-widget-state')).toBe(false);
    test.runtime.start(document);
    await ready;
    expect(element.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('reads props from a child JSON script', async () => {
    hook(`<div data-widget="greeter"><script type="application/json" data-props>{"name":"Karim"}</script>fallback</div>`);
    const { runtime } = start();
    await runtime.ready();
    expect(screen.getByText('Hello Karim')).toBeTruthy();
  });

  it('keeps the fallback and reports widget, field and reason for invalid props', async () => {
    const element = hook(`<div data-widget="greeter" data-props='{"name":5}'>fallback</div>`);
    const { runtime, reports } = start();
    await runtime.ready();
    expect(element.getAttribute('data-widget-state')).toBe('error');
    expect(element.textContent).toBe('fallback');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toMatchObject({ widget: 'greeter', phase: 'props' });
    expect(reports[0]?.message).toMatch(/name: Invalid type/);
  });

  it('reports malformed data-props JSON and keeps the fallback', async () => {
    const element = hook(`<div data-widget="greeter" data-props='{"name":'>fallback</div>`);
    const { runtime, reports } = start();
    await runtime.ready();
    expect(element.getAttribute('data-widget-state')).toBe('error');
    expect(reports[0]?.message).toMatch(/data-props: invalid JSON/);
  });

  it('reports an unknown name once, listing the known names, and leaves the hook alone', async () => {
    const a = hook(`<div data-widget="nope">a</div>`);
    const b = hook(`<div data-widget="nope">b</div>`);
    const ok = hook(`<div data-widget="greeter" data-props='{"name":"x"}'>c</div>`);
    const { runtime, reports } = start();
    await runtime.ready();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.message).toBe('unknown widget "nope"; known widgets: greeter, thrower, tracked');
    expect([a.textContent, b.textContent]).toEqual(['a', 'b']);
    expect(a.getAttribute('data-widget-state')).toBe('error');
    expect(ok.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('restores the fallback of a widget that throws and still mounts the others', async () => {
    const bad = hook(`<div data-widget="thrower"><em>server list</em></div>`);
    const good = hook(`<div data-widget="greeter" data-props='{"name":"y"}'>fallback</div>`);
    const { runtime, reports } = start();
    await runtime.ready();
    await flush();
    expect(bad.getAttribute('data-widget-state')).toBe('error');
    expect(bad.innerHTML).toBe('<em>server list</em>');
    expect(good.getAttribute('data-widget-state')).toBe('mounted');
    expect(reports.map((r) => r.context.phase)).toEqual(['render']);
  });

  it('retries a chunk that failed once', async () => {
    let calls = 0;
    const flaky = (): Promise<WidgetModule> => (++calls === 1 ? Promise.reject(new Error('network')) : asModule(Greeter));
    const element = hook(`<div data-widget="flaky" data-props='{"name":"z"}'>fallback</div>`);
    const { runtime } = start({ flaky });
    await runtime.ready();
    expect(calls).toBe(2);
    expect(element.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('falls back when the chunk fails twice, reporting a load error', async () => {
    let calls = 0;
    const broken = (): Promise<WidgetModule> => {
      calls += 1;
      return Promise.reject(new Error('404'));
    };
    const element = hook(`<div data-widget="broken">fallback</div>`);
    const { runtime, reports } = start({ broken });
    await runtime.ready();
    expect(calls).toBe(2);
    expect(element.getAttribute('data-widget-state')).toBe('error');
    expect(element.textContent).toBe('fallback');
    expect(reports[0]?.context.phase).toBe('load');
  });

  it('mounts hooks added later and unmounts removed ones', async () => {
    start();
    const element = hook(`<div data-widget="tracked" data-props='{"id":"late"}'>fallback</div>`);
    await waitFor(() => expect(element.getAttribute('data-widget-state')).toBe('mounted'));
    expect(screen.getByText('tracked late')).toBeTruthy();
    expect(live.has('late')).toBe(true);
    element.remove();
    await waitFor(() => expect(live.has('late')).toBe(false));
    // The runtime let go of it: the same hook put back is a new island.
    document.body.append(element);
    await waitFor(() => expect(live.has('late')).toBe(true));
  });

  it('re-renders when data-props changes', async () => {
    const element = hook(`<div data-widget="greeter" data-props='{"name":"one"}'>fallback</div>`);
    const { runtime } = start();
    await runtime.ready();
    element.setAttribute('data-props', '{"name":"two"}');
    await screen.findByText('Hello two');
  });

  it('unmount(root) releases the islands under root and puts the fallback back', async () => {
    const element = hook(`<div data-widget="tracked" data-props='{"id":"a"}'>fallback</div>`);
    const { runtime } = start();
    await runtime.ready();
    expect(live.has('a')).toBe(true);
    runtime.unmount(document);
    expect(live.has('a')).toBe(false);
    expect(element.textContent).toBe('fallback');
    expect(element.hasAttribute('data-widget-state')).toBe(false);

    // Released on purpose: ready() does not bring it back; mount() does.
    await runtime.ready();
    expect(live.has('a')).toBe(false);
    runtime.mount(element);
    await runtime.ready();
    expect(live.has('a')).toBe(true);
    expect(element.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('remounts a hook a morph refilled with the state kept, not one whose React content changed shape', async () => {
    // Each shape puts a new top-level node in the hook, after the first commit: a bare text node too.
    const shapes = { p: <p>a paragraph</p>, section: <section>a section</section>, text: 'bare text' };
    const Shape = defineWidget(v.object({ shape: v.picklist(['p', 'section', 'text']) }), ({ shape }) => shapes[shape]);
    let renders = 0;
    const counted: typeof Shape = { validate: Shape.validate, render: (...args) => (renders++, Shape.render(...args)) };
    const shape = () => asModule(counted);
    const element = hook(`<div data-widget="shape" data-props='{"shape":"p"}'>fallback</div>`);
    const { runtime, reports } = start({ shape });
    await runtime.ready();
    for (const [next, text] of [
      ['section', 'a section'],
      ['text', 'bare text'],
      ['p', 'a paragraph'],
    ] as const) {
      element.setAttribute('data-props', JSON.stringify({ shape: next }));
      await waitFor(() => expect(element.textContent).toBe(text));
      await flush();
      await runtime.ready();
      expect([renders, element.getAttribute('data-widget-state')]).toEqual([1, 'mounted']);
    }

    // A morph back to server HTML that left the state attribute alone.
    const server = document.createElement('p');
    server.textContent = 'server copy';
    element.replaceChildren(server, document.createTextNode(' and its text'));
    await waitFor(() => expect(renders).toBe(2));
    await runtime.ready();
    expect(element.getAttribute('data-widget-state')).toBe('mounted');
    await waitFor(() => expect(element.textContent).toBe('a paragraph'));
    expect(reports).toEqual([]);
  });

  it('waits for idle hooks and does not wait for hooks still out of view', async () => {
    const idle = hook(`<div data-widget="greeter" data-hydrate="idle" data-props='{"name":"idle"}'>f</div>`);
    const later = hook(`<div data-widget="greeter" data-hydrate="visible" data-props='{"name":"later"}'>f</div>`);
    const { runtime } = start();
    await runtime.ready();
    expect(idle.getAttribute('data-widget-state')).toBe('mounted');
    expect(['pending', 'mounted']).toContain(later.getAttribute('data-widget-state'));
  });
});
