// The checkout's calls (SPEC §7) and the shapes they answer (BACKEND-NOTES "One-page checkout").
import * as v from 'valibot';
import { http } from '../../shared/http/client';
import { refusal } from '../../shared/http/errors';
import { formData } from '../../shared/http/form-data';
import { Flag, Id, listOf, Money, OptionalMoney, Text } from '../../shared/schemas/common';
import type { Cart } from '../../shared/schemas/cart';

const OptionalId = v.nullish(
  v.union([
    Id,
    v.pipe(
      v.literal(''),
      v.transform(() => null),
    ),
  ]),
);

/** A saved address; `address` as a string or lines, postcode or post_code (CONTRACT §5). */
export const SavedAddress = v.pipe(
  v.looseObject({
    id: Id,
    first_name: Text,
    last_name: Text,
    company_name: Text,
    address: v.optional(v.nullable(v.union([v.string(), v.array(v.nullable(v.string()))])), ''),
    email: Text,
    phone: Text,
    country: Text,
    state: Text,
    city: Text,
    area: Text,
    city_id: OptionalId,
    zone_id: OptionalId,
    area_id: OptionalId,
    postcode: Text,
    post_code: Text,
    default_address: v.optional(Flag, false),
  }),
  v.transform(({ address, postcode, post_code, ...rest }) => ({
    ...rest,
    lines: (Array.isArray(address) ? address : [address ?? '']).filter((l): l is string => !!l && l.trim() !== ''),
    postcode: postcode || post_code,
  })),
);
export type SavedAddress = v.InferOutput<typeof SavedAddress>;

export const loadAddresses = (signal: AbortSignal) => http.get('/api/customer/addresses', listOf(SavedAddress), { signal });

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

const Rate = v.looseObject({
  method: v.string(),
  method_title: Text,
  price: OptionalMoney,
  formatted_price: Text,
  base_formatted_price: Text,
});
export type Rate = v.InferOutput<typeof Rate>;

const Carrier = v.looseObject({
  carrier_title: Text,
  // Bagisto's rates come as a list, or keyed by method when serialised from a collection.
  rates: v.union([
    v.array(Rate),
    v.pipe(
      v.record(v.string(), Rate),
      v.transform((r) => Object.values(r)),
    ),
  ]),
});

const ShippingMethods = v.record(v.string(), Carrier);

const AddressAnswer = v.looseObject({
  redirect: v.optional(v.union([Flag, v.string()])),
  // A guest who may not check out gets the login URL here; everyone else the rates (or a redirect).
  data: v.nullish(
    v.union([
      v.string(),
      v.looseObject({ redirect: v.optional(v.unknown()), redirect_url: v.optional(v.unknown()), shippingMethods: v.optional(ShippingMethods, {}) }),
    ]),
  ),
});

export type AddressOutcome = { kind: 'rates'; rates: Rate[] } | { kind: 'redirect'; url: unknown };

/** POST /api/checkout/onepage/addresses: the shipping rates, or where the server sends the shopper. */
export async function saveCheckoutAddress(chosen: ChosenAddress): Promise<AddressOutcome> {
  const billing = { ...chosen.payload, ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }), use_for_shipping: true };
  const body = {
    ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }),
    billing,
    shipping: { ...billing },
  };
  const { redirect, data } = await http.post('/api/checkout/onepage/addresses', body, AddressAnswer);
  // A guest who may not check out: {redirect: true, data: "<login url>"}.
  if (redirect === true) return { kind: 'redirect', url: data };
  if (typeof data !== 'object' || data === null) return { kind: 'rates', rates: [] };
  if (data.redirect) return { kind: 'redirect', url: data.redirect_url };
  return { kind: 'rates', rates: Object.values(data.shippingMethods).flatMap((c) => c.rates) };
}

export const PaymentMethod = v.looseObject({
  method: v.string(),
  method_title: Text,
  description: Text,
  sort: v.optional(v.union([Money, v.null()])),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

export async function saveShippingMethod(code: string): Promise<PaymentMethod[]> {
  const answer = await http.post(
    '/api/checkout/onepage/shipping-methods',
    { shipping_method: code },
    v.looseObject({ payment_methods: v.array(PaymentMethod) }),
  );
  return answer.payment_methods;
}

export async function savePaymentMethod(method: PaymentMethod): Promise<unknown> {
  const payment = { method: method.method, method_title: method.method_title, description: method.description, sort: method.sort };
  const answer = await http.post('/api/checkout/onepage/payment-methods', { payment }, v.looseObject({ cart: v.optional(v.unknown()) }));
  return answer.cart;
}

const OrderAnswer = v.looseObject({
  data: v.optional(
    v.nullable(
      v.looseObject({
        success: v.optional(Flag),
        redirect: v.optional(Flag),
        redirect_url: v.optional(v.nullable(v.string())),
        message: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
  message: v.optional(v.nullable(v.string())),
});
export type OrderAnswer = v.InferOutput<typeof OrderAnswer>;

/**
 * The order answer that says it went through (`success: true`) or where to go next (a redirect with
 * its URL); any other answer, 2xx or not, is the call's HttpError.
 */
export async function placeOrder(chosen: ChosenAddress, shippingMethod: string, paymentMethod: string): Promise<OrderAnswer> {
  const billing = { ...chosen.payload, ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }) };
  const address = { ...(chosen.addressId === undefined ? {} : { address_id: chosen.addressId }), billing, shipping: billing };
  const answer = await http.post(
    '/api/checkout/onepage/orders',
    { address, shipping_method: shippingMethod, payment_method: paymentMethod },
    OrderAnswer,
  );
  const data = answer.data;
  if (data?.success === true || (data?.redirect && data.redirect_url)) return answer;
  throw refusal(answer);
}

/** SPEC §7/§9: delivery type 12 for the flat (express) rate, else 48. */
const deliveryType = (shippingMethod: string) => (shippingMethod === 'flatrate_flatrate' ? 12 : 48);

const PriceAnswer = v.looseObject({ data: v.looseObject({ price: Money }) });

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
  const answer = await http.post('/api/calculate-price', formData(fields), PriceAnswer, signal ? { signal } : {});
  return answer.data.price;
}

// Locations for the new-address form: cities bare, zones and areas wrapped in data (routes/courier).
const City = v.looseObject({ city_id: Id, city_name: Text });
const Zone = v.looseObject({ zone_id: Id, zone_name: Text });
const Area = v.looseObject({ area_id: Id, area_name: Text });
export type Option = { value: string; label: string };

export const loadCities = (signal: AbortSignal) =>
  http.get('/get-cities', listOf(City), { signal }).then((l) => l.map((c) => ({ value: String(c.city_id), label: c.city_name })));
export const loadZones = (cityId: string, signal: AbortSignal) =>
  http
    .get(`/api/get-zone/${encodeURIComponent(cityId)}`, listOf(Zone), { signal })
    .then((l) => l.map((z) => ({ value: String(z.zone_id), label: z.zone_name })));
export const loadAreas = (zoneId: string, signal: AbortSignal) =>
  http
    .get(`/api/get-area/${encodeURIComponent(zoneId)}`, listOf(Area), { signal })
    .then((l) => l.map((a) => ({ value: String(a.area_id), label: a.area_name })));

const CreatedAnswer = v.looseObject({ data: v.optional(v.unknown()), message: v.optional(v.string()) });

/** POST /customer/account/addresses/create; answers the new address's id when the server names it. */
export async function createAddress(payload: Record<string, unknown>): Promise<{ id: number | null; message: string | undefined }> {
  const answer = await http.post('/customer/account/addresses/create', payload, CreatedAnswer);
  const data = answer.data as Record<string, unknown> | undefined;
  const candidate = (data?.['address'] as Record<string, unknown> | undefined)?.['id'] ?? data?.['id'];
  const id = v.safeParse(Id, candidate);
  const message = typeof data?.['message'] === 'string' ? data['message'] : answer.message;
  return { id: id.success ? id.output : null, message };
}
