// The checkout's calls (SPEC §7) and the shapes they answer (BACKEND-NOTES "One-page checkout").
import * as v from 'valibot';
import { call } from '../../shared/net/http/client';
import {
  areas,
  checkoutAddresses,
  checkoutOrder,
  checkoutPayment,
  checkoutShipping,
  cities,
  courierPrice,
  customerAddresses,
  zones,
  type OrderAnswer,
  type PaymentMethod,
  type Rate,
  type SavedAddress,
} from '../../shared/net/http/routes/checkout';

export type { OrderAnswer, PaymentMethod, Rate, SavedAddress };
import { refusal } from '../../shared/net/http/errors';
import { formData } from '../../shared/net/http/form-data';
import { Id } from '../../shared/page/schemas/common';
import type { Cart } from '../../shared/page/schemas/cart';

export const loadAddresses = (signal: AbortSignal) => call(customerAddresses, { signal });

/** SPEC §3 checkout address payload (billing and shipping alike). */
export interface AddressPayload {
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  address: string[];
  country: string;
  state: string;
  city: string;
  area: string;
  postcode: string;
  phone: string;
}

/** Where a parcel goes, as the courier's price plan needs it. */
export interface Location {
  cityId: number;
  cityName: string;
  zoneId: number;
  zoneName: string;
}

/** The address the shopper chose: a saved one (addressId) or one typed in the form. */
export interface ChosenAddress {
  addressId?: number;
  payload: AddressPayload;
  location: Location | null;
}

function payloadOf(a: SavedAddress): AddressPayload {
  return {
    company_name: a.company_name,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    address: a.lines,
    country: a.country || 'BD',
    state: a.state,
    city: a.city,
    area: a.area,
    postcode: a.postcode,
    phone: a.phone,
  };
}

export function chosenFromSaved(a: SavedAddress): ChosenAddress {
  const location = a.city_id != null && a.zone_id != null ? { cityId: a.city_id, cityName: a.city, zoneId: a.zone_id, zoneName: a.state } : null;
  return { addressId: a.id, payload: payloadOf(a), location };
}

export type AddressOutcome = { kind: 'rates'; rates: Rate[] } | { kind: 'redirect'; url: unknown };

/** POST /api/checkout/onepage/addresses: the shipping rates, or where the server sends the shopper. */
export async function saveCheckoutAddress(chosen: ChosenAddress): Promise<AddressOutcome> {
  const billing = { ...chosen.payload, ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }), use_for_shipping: true };
  const body = {
    ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }),
    billing,
    shipping: { ...billing },
  };
  const { redirect, data } = await call(checkoutAddresses, { body });
  // A guest who may not check out: {redirect: true, data: "<login url>"}.
  if (redirect === true) return { kind: 'redirect', url: data };
  if (typeof data !== 'object' || data === null) return { kind: 'rates', rates: [] };
  if (data.redirect) return { kind: 'redirect', url: data.redirect_url };
  return { kind: 'rates', rates: Object.values(data.shippingMethods).flatMap((c) => c.rates) };
}

export async function saveShippingMethod(code: string): Promise<PaymentMethod[]> {
  const answer = await call(checkoutShipping, { body: { shipping_method: code } });
  return answer.payment_methods;
}

export async function savePaymentMethod(method: PaymentMethod): Promise<unknown> {
  const payment = { method: method.method, method_title: method.method_title, description: method.description, sort: method.sort };
  const answer = await call(checkoutPayment, { body: { payment } });
  return answer.cart;
}

/**
 * The order answer that says it went through (`success: true`) or where to go next (a redirect with
 * its URL); any other answer, 2xx or not, is the call's HttpError.
 */
export async function placeOrder(chosen: ChosenAddress, shippingMethod: string, paymentMethod: string): Promise<OrderAnswer> {
  const billing = { ...chosen.payload, ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }) };
  const address = { ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }), billing, shipping: billing };
  const answer = await call(checkoutOrder, { body: { address, shipping_method: shippingMethod, payment_method: paymentMethod } });
  const data = answer.data;
  if (data?.success === true || (data?.redirect && data.redirect_url)) return answer;
  throw refusal(answer);
}

/** SPEC §7/§9: delivery type 12 for the flat (express) rate, else 48. */
const deliveryType = (shippingMethod: string) => (shippingMethod === 'flatrate_flatrate' ? 12 : 48);

export type PriceFields = Record<string, string | number>;

/** What the courier's price plan is asked: the place, the delivery type and each item's code and count. */
export function priceFields(location: Location, cart: Cart, shippingMethod: string): PriceFields {
  const fields: PriceFields = {
    zone_name: location.zoneName,
    zone_id: location.zoneId,
    city_name: location.cityName,
    city_id: location.cityId,
    cart_id: cart.id,
    delivery_type: deliveryType(shippingMethod),
    total_items: cart.items.length,
  };
  cart.items.forEach((item, i) => {
    fields[`item_code_${i}`] = typeof item['sku'] === 'string' && item['sku'] !== '' ? item['sku'] : String(item.product_id ?? item.id);
    fields[`item_count_${i}`] = item.quantity;
  });
  return fields;
}

/** POST /api/calculate-price (multipart): the courier's fee for `priceFields`. */
export async function calculatePrice(fields: PriceFields, signal?: AbortSignal): Promise<number> {
  const answer = await call(courierPrice, { body: formData(fields), ...(signal ? { signal } : {}) });
  return answer.data.price;
}

// Locations for the new-address form: cities bare, zones and areas wrapped in data (routes/courier).
export type Option = { value: string; label: string };

export const loadCities = (signal: AbortSignal) =>
  call(cities, { signal }).then((l) => l.map((c) => ({ value: String(c.city_id), label: c.city_name })));
export const loadZones = (cityId: string, signal: AbortSignal) =>
  call(zones, { params: { cityId }, signal }).then((l) => l.map((z) => ({ value: String(z.zone_id), label: z.zone_name })));
export const loadAreas = (zoneId: string, signal: AbortSignal) =>
  call(areas, { params: { zoneId }, signal }).then((l) => l.map((a) => ({ value: String(a.area_id), label: a.area_name })));

/** POST /customer/account/addresses/create; answers the new address's id when the server names it. */
export async function createAddress(payload: Record<string, unknown>): Promise<{ id: number | null; message: string | undefined }> {
  // A new address is saved on a rarer path than the page's first paint: its entry (shared with the
  // address page) loads then, not with the checkout.
  const { addressCreate } = await import('../../shared/net/http/routes/addresses');
  const answer = await call(addressCreate, { body: payload });
  const data = answer.data as Record<string, unknown> | undefined;
  const candidate = (data?.['address'] as Record<string, unknown> | undefined)?.['id'] ?? data?.['id'];
  const id = v.safeParse(Id, candidate);
  const message = typeof data?.['message'] === 'string' ? data['message'] : answer.message;
  return { id: id.success ? id.output : null, message };
}
