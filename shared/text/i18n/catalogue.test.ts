import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPage, speakBangla } from '../../testing/page';
import { activeLanguage, catalogueReady, defineMessages, languageOf } from './catalogue';

// A scope of the real catalogue (hello-world has a Bangla part), with test entries beside its own.
const t = defineMessages('hello-world', {
  greeting: 'Hello World',
  items: '{count, plural, one {# item} other {# items}}',
  remove: 'Remove {name}',
});

function reports(): { lines: string[]; events: string[]; stop: () => void } {
  const lines: string[] = [];
  const events: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
  const listen = (event: Event) => events.push((event as CustomEvent<{ message: string }>).detail.message);
  window.addEventListener('storefront:error', listen);
  return { lines, events, stop: () => (spy.mockRestore(), window.removeEventListener('storefront:error', listen)) };
}

/** A page with these globals, its texts ready as an island's first render finds them. */
async function page(globals: Record<string, unknown>): Promise<void> {
  freshPage({ currencySymbol: '৳', isCustomer: false, ...globals });
  await catalogueReady();
}

afterEach(() => vi.restoreAllMocks());

describe('choosing the language', () => {
  it('picks Bangla by the language of the BCP 47 tag, English for anything else', () => {
    expect(['bn', 'bn-BD', 'BN-in', 'bn-BD-u-nu-latn'].map(languageOf)).toEqual(['bn', 'bn', 'bn', 'bn']);
    expect(['en-US', 'en-IN', 'fr', 'ar-SA', ''].map(languageOf)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it('speaks English without loading anything on an English page', () => {
    freshPage({ currencySymbol: '৳', locale: 'en-IN' });
    expect(catalogueReady()).toBeUndefined();
    expect(activeLanguage()).toBe('en');
    expect(t('items', { count: 123456 })).toBe('1,23,456 items');
  });

  it('loads the Bangla catalogue on a bn page and formats numbers in its digits', async () => {
    await speakBangla();
    expect(activeLanguage()).toBe('bn');
    expect(t('greeting')).toBe('হ্যালো ওয়ার্ল্ড');
    // An entry the Bangla part lacks (only this test defines it) falls back to English, in Bengali digits.
    expect(t('items', { count: 3 })).toBe('৩ items');
    await page({ locale: 'bn-BD-u-nu-latn' });
    expect(t('items', { count: 3 })).toBe('3 items');
    await page({ locale: 'en-US' });
    expect(t('greeting')).toBe('Hello World');
  });
});

describe("the backend's messages", () => {
  it('replace catalogue entries, placeholders and plurals included', async () => {
    await page({
      messages: { 'hello-world.greeting': 'Welcome to our shop', 'hello-world.items': '{count, plural, one {# product} other {# products}}' },
    });
    expect(t('greeting')).toBe('Welcome to our shop');
    expect(t('items', { count: 2 })).toBe('2 products');
    expect(t('remove', { name: 'Shirt' })).toBe('Remove Shirt');
  });

  it('win over the Bangla catalogue on a bn page', async () => {
    await speakBangla({ currencySymbol: '৳', messages: { 'hello-world.greeting': 'স্বাগতম' } });
    expect(t('greeting')).toBe('স্বাগতম');
  });

  it('are reported once and never shown when a placeholder is wrong, the syntax broken, or the id unknown', async () => {
    const seen = reports();
    await page({
      messages: {
        'hello-world.remove': 'Take {product} away',
        'hello-world.items': '{count, plural, one {# item}',
        'hello-world.nothing': 'x',
        'nowhere.greeting': 'y',
        'hello-world.greeting': 42,
      },
    });
    for (let i = 0; i < 3; i += 1) {
      expect(t('remove', { name: 'Shirt' })).toBe('Remove Shirt');
      expect(t('items', { count: 2 })).toBe('2 items');
      expect(t('greeting')).toBe('Hello World');
    }
    // An id of a scope this page has not defined is checked against the list of every scope, fetched then.
    await vi.waitFor(() => expect(seen.lines).toHaveLength(5));
    seen.stop();
    expect(seen.lines.sort()).toEqual([
      '[storefront] globals: globals.messages.hello-world.greeting: expected a string; dropped',
      `[storefront] globals: globals.messages.hello-world.items: not a valid message; using the catalogue's text`,
      `[storefront] globals: globals.messages.hello-world.nothing: no such message in "hello-world"; using the catalogue's text`,
      `[storefront] globals: globals.messages.hello-world.remove: unknown placeholder {product} (this message has {name}); using the catalogue's text`,
      `[storefront] globals: globals.messages.nowhere.greeting: no such message (ids are "scope.key"); using the catalogue's text`,
    ]);
    expect(seen.events).toHaveLength(5);
  });

  it('drop a messages global that is not an object, keeping the catalogue', async () => {
    const seen = reports();
    await page({ messages: ['Hello'] });
    expect(t('greeting')).toBe('Hello World');
    seen.stop();
    expect(seen.lines).toEqual([expect.stringMatching(/^\[storefront\] globals: globals\.messages: .*; using the default$/)]);
  });
});
