import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueReady } from '../../text/i18n/catalogue';
import { refreshGlobals } from '../../page/globals';
import { freshPage, setGlobals } from '../../testing/page';
import { t } from '../messages';
import { defineWidget, NoProps } from './define-widget';
import type { IslandHandle } from './contract';
import { useKept } from './kept';

const Label = defineWidget(NoProps, () => <button type="button">{t('addToCart')}</button>);
const Broken = defineWidget(NoProps, () => {
  throw new Error('boom');
});

const handles: IslandHandle<unknown>[] = [];
function island(definition = Label, fallback = '') {
  const element = document.createElement('div');
  element.innerHTML = fallback;
  document.body.append(element);
  const events: string[] = [];
  handles.push(definition.render(element, {}, { onMounted: () => events.push('mounted'), onError: () => events.push('error') }));
  return { element, events };
}

/** A Turbo visit to the Bangla page, as the runtime follows it: a new globals block, then its catalogue. */
async function visitBanglaPage() {
  setGlobals({ currencySymbol: '৳', isCustomer: false, locale: 'bn-BD' });
  act(() => refreshGlobals());
  await act(() => catalogueReady());
}

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.body.replaceChildren();
  freshPage();
});

describe('defineWidget', () => {
  it('says mounted once its first render has committed', async () => {
    freshPage();
    const { events } = island();
    expect(await screen.findByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    await waitFor(() => expect(events).toContain('mounted'));
    expect(events).not.toContain('error');
  });

  it('reports a render error and never says mounted', async () => {
    freshPage();
    const { element, events } = island(Broken);
    await waitFor(() => expect(events).toEqual(['error']));
    expect(element.textContent).toBe('');
  });

  it('keeps a node of the server fallback, the same node, in the island; lets it go back to its place when unmounted', async () => {
    freshPage();
    const Photo = defineWidget(
      NoProps,
      ({ photo }: { photo: Element | null }) => {
        const kept = useKept(photo);
        return <figure ref={kept} aria-label="Photo" />;
      },
      (fallback) => ({ photo: fallback.querySelector('img') }),
    );
    const { element, events } = island(Photo, '<article><div class="frame"><img src="/a.jpg" alt=""></div><h1>Name</h1></article>');
    const served = element.querySelector('img')!;
    const figure = await screen.findByRole('figure', { name: 'Photo' });
    await waitFor(() => expect(events).toContain('mounted'));
    expect(events).not.toContain('error');
    expect(figure.firstChild).toBe(served);
    expect(element.querySelector('article')).toBeNull();
    handles.pop()!.unmount();
    // The runtime puts the fallback's own top-level nodes back; the photo is inside them again.
    expect(served.parentElement?.className).toBe('frame');
  });

  it('owns the nodes its content rendered, in each language, and no others', async () => {
    freshPage();
    const { element } = island();
    const handle = handles.pop()!;
    const english = await screen.findByRole('button', { name: 'Add To Cart' });
    expect([handle.owns(english), handle.owns(element), handle.owns(document.createElement('button'))]).toEqual([true, false, false]);

    // The language's keyed Fragment is a new one: its nodes are owned, the old ones are gone.
    await visitBanglaPage();
    const bangla = await screen.findByRole('button', { name: 'কার্টে যোগ করুন' });
    expect([handle.owns(bangla), handle.owns(english)]).toEqual([true, false]);
    handle.unmount();
    expect(handle.owns(bangla)).toBe(false);
  });

  it('redraws every live island in the page’s new language, and leaves an unmounted one alone', async () => {
    freshPage();
    const first = island();
    const second = island();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add To Cart' })).toHaveLength(2));
    handles.shift()!.unmount();
    expect(first.element.textContent).toBe('');

    await visitBanglaPage();
    expect(await screen.findByRole('button', { name: 'কার্টে যোগ করুন' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    expect(second.element.textContent).toBe('কার্টে যোগ করুন');
    expect(first.element.textContent).toBe('');
  });
});
