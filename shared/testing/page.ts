import { catalogueReady } from '../text/i18n/catalogue';
import { clearFlashes } from '../stores/flash';
import { refreshGlobals } from '../page/globals';
import { resetForTest } from '../page/test-reset';

/** Writes the page globals block as a Blade layout would, and forgets any earlier read. */
export function setGlobals(globals: Record<string, unknown> | string): void {
  document.getElementById('storefront-globals')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'storefront-globals';
  script.textContent = typeof globals === 'string' ? globals : JSON.stringify(globals);
  document.head.append(script);
  refreshGlobals();
}

/** A fresh page for each test: globals as a guest in BDT, empty stores. */
export function freshPage(globals: Record<string, unknown> = { currencySymbol: '৳', isCustomer: false }): void {
  clearFlashes();
  resetForTest();
  setGlobals(globals);
}

/** The page in Bangla (`bn-BD`, Bengali digits) with its catalogue loaded, as a `bn` page's islands see it. */
export async function speakBangla(globals: Record<string, unknown> = { currencySymbol: '৳', isCustomer: false }): Promise<void> {
  freshPage({ ...globals, locale: 'bn-BD' });
  await catalogueReady();
}
