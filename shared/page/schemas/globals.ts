import * as v from 'valibot';
import { reportProblem } from '../report';
import { Flag, rowsOf } from './common';

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

/** The backend's own texts by message id; a non-text entry is dropped and reported, never the others. */
const Messages = v.pipe(
  v.custom<Record<string, unknown>>(
    (entries) => entries !== null && typeof entries === 'object' && !Array.isArray(entries),
    'expected an object of message id → text',
  ),
  v.transform((entries) => {
    const texts: Record<string, string> = {};
    for (const [id, text] of Object.entries(entries)) {
      if (typeof text === 'string') texts[id] = text;
      else reportProblem('globals', `globals.messages.${id}: expected a string; dropped`);
    }
    return texts;
  }),
);

export const FlashType = v.picklist(['info', 'success', 'warning', 'error']);
export type FlashType = v.InferOutput<typeof FlashType>;

/** Each field of CONTRACT §1 on its own, so one bad field never takes the others down. */
export const globalFields = {
  currencySymbol: v.pipe(v.string(), v.minLength(1)),
  isCustomer: Flag,
  locale: Locale,
  messages: Messages,
  courierActive: Flag,
  customer: v.nullable(
    v.looseObject({
      email: v.optional(v.string(), ''),
      phone: v.optional(v.nullable(v.string()), ''),
      first_name: v.optional(v.string(), ''),
      last_name: v.optional(v.string(), ''),
    }),
  ),
  // One bad entry is dropped and reported, never the page's other messages.
  flash: rowsOf(v.object({ type: FlashType, message: v.string() }), 'globals.flash'),
  storageUrl: v.string(),
  placeholderImage: v.string(),
  // Read by the entry's prefetch chunk from the block itself (mount/prefetch.ts); checked here so a bad value is reported.
  prefetch: Flag,
} as const;

type Fields = typeof globalFields;
export type Globals = { [K in keyof Fields]: v.InferOutput<Fields[K]> };
