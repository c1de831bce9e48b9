// The one-page checkout's calls (SPEC §7, BACKEND-NOTES "One-page checkout") and the courier's.
import * as v from 'valibot';
import { Flag, Id, listOf, Money, OptionalMoney, Text } from '../../../page/schemas/common';
import type { Route } from './route';

const OptionalId = v.nullish(
  v.union([
    Id,
    v.pipe(
      v.picklist(['']),
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

export const customerAddresses = {
  method: 'GET',
  path: '/api/customer/addresses',
  schema: listOf(SavedAddress),
  safe: true,
  customer: true,
} as const satisfies Route;

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

export const checkoutAddresses = {
  method: 'POST',
  path: '/api/checkout/onepage/addresses',
  schema: AddressAnswer,
} as const satisfies Route;

export const PaymentMethod = v.looseObject({
  method: v.string(),
  method_title: Text,
  description: Text,
  sort: v.optional(v.union([Money, v.null()])),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

export const checkoutShipping = {
  method: 'POST',
  path: '/api/checkout/onepage/shipping-methods',
  schema: v.looseObject({ payment_methods: v.array(PaymentMethod) }),
} as const satisfies Route;

export const checkoutPayment = {
  method: 'POST',
  path: '/api/checkout/onepage/payment-methods',
  schema: v.looseObject({ cart: v.optional(v.unknown()) }),
} as const satisfies Route;

export const OrderAnswer = v.looseObject({
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

export const checkoutOrder = {
  method: 'POST',
  path: '/api/checkout/onepage/orders',
  schema: OrderAnswer,
} as const satisfies Route;

/** Only when the courier integration is active and an address and shipping method are chosen. */
export const courierPrice = {
  method: 'POST',
  path: '/api/calculate-price',
  schema: v.looseObject({ data: v.looseObject({ price: Money }) }),
  multipart: true,
} as const satisfies Route;

// Locations for the new-address form: cities bare, zones and areas wrapped in data.
const City = v.looseObject({ city_id: Id, city_name: Text });
const Zone = v.looseObject({ zone_id: Id, zone_name: Text });
const Area = v.looseObject({ area_id: Id, area_name: Text });

export const cities = { method: 'GET', path: '/get-cities', schema: listOf(City), safe: true } as const satisfies Route;
export const zones = { method: 'GET', path: '/api/get-zone/{cityId}', schema: listOf(Zone), safe: true } as const satisfies Route;
export const areas = { method: 'GET', path: '/api/get-area/{zoneId}', schema: listOf(Area), safe: true } as const satisfies Route;
