// A Bangla catalogue that fails to load: reported, English meanwhile, and the next island tries again.
import { afterEach, expect, it, vi } from 'vitest';
import { freshPage } from '../../testing/page';

let fail = true;
let tries = 0;
vi.mock('storefront:catalogue/bn', () => {
  tries += 1;
  if (fail) throw new Error('chunk offline');
  return { default: { 'hello-world': { greeting: 'হ্যালো ওয়ার্ল্ড' } } };
});

afterEach(() => vi.restoreAllMocks());

it('reports a failed load once per try, speaks English, and loads on the next try', async () => {
  const { activeLanguage, catalogueReady, defineMessages } = await import('./catalogue');
  const t = defineMessages('hello-world', { greeting: 'Hello World' });
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
  freshPage({ currencySymbol: '৳', locale: 'bn-BD' });

  const first = catalogueReady();
  const second = catalogueReady(); // a second island shares the running load
  await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  expect(tries).toBe(1);
  expect(lines.filter((l) => l.includes('the Bangla catalogue did not load'))).toHaveLength(1);
  expect(activeLanguage()).toBe('en');
  expect(t('greeting')).toBe('Hello World');

  fail = false;
  vi.resetModules();
  await catalogueReady();
  expect(tries).toBe(2);
  expect(activeLanguage()).toBe('bn');
  expect(t('greeting')).toBe('হ্যালো ওয়ার্ল্ড');
  expect(catalogueReady()).toBeUndefined();
});
