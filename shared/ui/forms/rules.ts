import * as v from 'valibot';
import { t } from './messages';
import { normalisePhone } from './normalise-digits';

/**
 * A text a rule shows: a string, or a function that gives the page's text when the message is
 * shown (schemas are built at module load, before a Bangla catalogue is there: pass `() => t('x')`).
 */
export type Text = string | (() => string);
const text = (value: Text): string => (typeof value === 'function' ? value() : value);

/** SPEC §5's wording in the page's language, read when called; field names may be Texts too. */
export const messages = {
  required: (field: Text) => t('required', { field: text(field) }),
  email: (field: Text) => t('email', { field: text(field) }),
  phone: (field: Text) => t('phone', { field: text(field) }),
  min: (field: Text, n: number) => t('min', { field: text(field), n }),
  same: (field: Text, other: Text) => t('same', { field: text(field), other: text(other) }),
};

/** A valibot message that is read each time it is shown, so it speaks the page's language then. */
const lazy = (message: Text) => () => text(message);
/** The default 'is required' text of a field, read when shown. */
const requiredText = (field: Text) => () => messages.required(field);

/** A trimmed text that must not be blank; `message` overrides the default wording. */
export const required = (field: Text, message: Text = requiredText(field)) => v.pipe(v.string(lazy(message)), v.trim(), v.nonEmpty(lazy(message)));

export const optionalText = () => v.optional(v.pipe(v.string(), v.trim()), '');

export const email = (field: Text, requiredMessage: Text = requiredText(field)) =>
  v.pipe(
    required(field, requiredMessage),
    // email's own test as a regex: valibot travels in the core chunk, and regex is there already.
    v.regex(v.EMAIL_REGEX, () => messages.email(field)),
  );

/**
 * A typed phone number normalised (normalise-digits.ts) and not checked: the address screen's
 * phone, which SPEC §5 gives no client checks, is sent this way.
 */
export const phoneText = () => v.pipe(v.string(), v.transform(normalisePhone));

/** SPEC §5 phone: empty passes; otherwise digits with an optional leading plus, checked once normalised. */
export const phone = (field: Text) =>
  v.pipe(
    phoneText(),
    v.regex(/^(\+?\d+)?$/, () => messages.phone(field)),
  );

export const requiredPhone = (field: Text, requiredMessage: Text = requiredText(field)) =>
  v.pipe(
    required(field, requiredMessage),
    v.transform(normalisePhone),
    v.regex(/^\+?\d+$/, () => messages.phone(field)),
  );
