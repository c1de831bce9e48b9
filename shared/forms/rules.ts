import * as v from 'valibot';

/** SPEC §5's wording: generic English defaults, and the custom phone rule. */
export const messages = {
  required: (field: string) => `The ${field} field is required`,
  email: (field: string) => `The ${field} field must be a valid email address`,
  phone: (field: string) => `This ${field} must be a valid phone number.`,
  min: (field: string, n: number) => `The ${field} field must be at least ${n} characters`,
  same: (field: string, other: string) => `The ${field} field must match ${other}`,
};

/** A trimmed text that must not be blank; `message` overrides the default wording. */
export const required = (field: string, message = messages.required(field)) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const optionalText = () => v.optional(v.pipe(v.string(), v.trim()), '');

export const email = (field: string, requiredMessage = messages.required(field)) =>
  v.pipe(required(field, requiredMessage), v.email(messages.email(field)));

/** SPEC §5 phone: empty passes; otherwise digits with an optional leading plus. */
export const phone = (field: string) => v.pipe(v.string(), v.trim(), v.regex(/^(\+?\d+)?$/, messages.phone(field)));

export const requiredPhone = (field: string, requiredMessage = messages.required(field)) =>
  v.pipe(required(field, requiredMessage), v.regex(/^\+?\d+$/, messages.phone(field)));
