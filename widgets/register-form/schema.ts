import * as v from 'valibot';
import { email, phone, required } from '../../shared/ui/forms/rules';
import { t } from './messages';

/**
 * SPEC §3 Registration. SPEC §5 sends every field to the server and shows its
 * errors; the client only adds the generic required/email rules and SPEC's phone rule.
 */
export const registerSchema = v.object({
  first_name: required(() => t('firstName')),
  last_name: required(() => t('lastName')),
  email: email(() => t('email')),
  phone: phone(() => t('phone')),
  password: v.pipe(
    v.string(),
    v.nonEmpty(() => t('passwordRequired')),
  ),
  password_confirmation: v.pipe(
    v.string(),
    v.nonEmpty(() => t('confirmPasswordRequired')),
  ),
  is_subscribed: v.boolean(),
});
export type RegisterValues = v.InferInput<typeof registerSchema>;

export const registerDefaults: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  is_subscribed: false,
};
