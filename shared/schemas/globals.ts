import * as v from 'valibot';
import { rowsOf } from './common';

const BladeBool = v.pipe(
  v.union([v.boolean(), v.picklist(['1', '0', '', 'true', 'false']), v.picklist([0, 1])]),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

const Locale = v.pipe(
  v.string(),
  v.check((tag) => {
    try {
      return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
    } catch {
      return false;
    }
  }, 'not a supported BCP 47 locale'),
);

export const FlashType = v.picklist(['info', 'success', 'warning', 'error']);
export type FlashType = v.InferOutput<typeof FlashType>;

/** Each field of CONTRACT §1 on its own, so one bad field never takes the others down. */
export const globalFields = {
  currencySymbol: v.pipe(v.string(), v.minLength(1)),
  isCustomer: BladeBool,
  locale: Locale,
  courierActive: BladeBool,
  customer: v.nullable(
    v.looseObject({
      email: v.optional(v.string(), ''),
      phone: v.optional(v.nullable(v.string()), ''),
      first_name: v.optional(v.string(), ''),
      last_name: v.optional(v.string(), ''),
    }),
  ),
  // One bad entry is dropped and reported, never the page's other messages (issue #13).
  flash: rowsOf(v.object({ type: FlashType, message: v.string() }), 'globals.flash'),
  storageUrl: v.string(),
  placeholderImage: v.string(),
} as const;

type Fields = typeof globalFields;
export type Globals = { [K in keyof Fields]: v.InferOutput<Fields[K]> };
