// The runtime's browser tests: a bare Blade-like page of a test's own on the fixture origin (so
// cookies, XSRF token and API are real) holding the hooks under test, and the built chunks.
import { openPage, type OpenedPage } from '../fixtures/rig/browser';
import { bladePage, servePage } from '../fixtures/rig/scratch-pages';

/** The page: the globals block and the bundle in its head, `hooks` in its <main>. */
export const pageWith = (hooks: string, globals: Record<string, unknown> = { currencySymbol: '৳', isCustomer: false }) =>
  bladePage({ title: 't', globals, body: `<main>${hooks}</main>` });

/**
 * Navigates to `html` served at a path of the fixture origin; `before` may add routes first. A real
 * navigation, not setContent: setContent keeps the old window and with it the old runtime. The
 * page's requests are counted from that navigation.
 */
export async function hooksPage(html: string, before?: (opened: OpenedPage) => Promise<unknown>): Promise<OpenedPage> {
  const opened = await openPage('/__fixture/session');
  await before?.(opened);
  const url = await servePage(opened.page, '/__runtime-test', html);
  opened.requests.length = 0;
  await opened.page.goto(url);
  return opened;
}
