import { defineMessages } from '../../text/i18n/catalogue';

/** SPEC §5's validation wording: generic defaults, and the custom phone rule. */
export const t = defineMessages('forms', {
  required: 'The {field} field is required',
  email: 'The {field} field must be a valid email address',
  phone: 'This {field} must be a valid phone number.',
  min: 'The {field} field must be at least {n} characters',
  same: 'The {field} field must match {other}',
  /** SPEC §8: a refused field's first message, flashed as 'field: message'. */
  fieldError: '{field}: {message}',
});
