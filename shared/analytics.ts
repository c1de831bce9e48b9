import { globals } from './stores/globals';

type Pixel = (command: 'track', event: string, data: Record<string, unknown>) => void;

/** SPEC §1: tracking events use BDT whatever the display symbol. */
const TRACKING_CURRENCY = 'BDT';

/** The page's ad pixel (Meta's fbq), if the page has one; events are dropped otherwise. */
function pixel(): Pixel | undefined {
  const candidate = (window as unknown as { fbq?: unknown }).fbq;
  return typeof candidate === 'function' ? (candidate as Pixel) : undefined;
}

export function track(event: string, data: Record<string, unknown>): void {
  const send = pixel();
  if (!send) return;
  try {
    send('track', event, { ...data, currency: TRACKING_CURRENCY });
  } catch (error) {
    console.warn('[storefront] analytics pixel threw', error);
  }
}

/** SHA-256 hex of the trimmed, lower-cased value: customer details never leave in clear. */
export async function sha256(value: string): Promise<string> {
  const bytes = new TextEncoder().encode(value.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The customer of the globals as the pixel's hashed matching fields (em, ph, fn, ln). */
async function hashedCustomer(): Promise<Record<string, string>> {
  const customer = globals().customer;
  if (!customer) return {};
  const fields: Array<[string, string | null | undefined]> = [
    ['em', customer.email],
    ['ph', customer.phone],
    ['fn', customer.first_name],
    ['ln', customer.last_name],
  ];
  const out: Record<string, string> = {};
  for (const [key, value] of fields) if (value && value.trim() !== '') out[key] = await sha256(value);
  return out;
}

/** Events that carry the customer: begin-checkout and order-place. */
export async function trackWithCustomer(event: string, data: Record<string, unknown>): Promise<void> {
  if (!pixel()) return;
  track(event, { ...data, ...(await hashedCustomer()) });
}
