import { FormField } from '../../shared/ui/forms/Field';
import { CheckboxField } from '../../shared/ui/forms/CheckboxField';
import { useForm } from '../../shared/ui/forms/form';
import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { call } from '../../shared/net/http/client';
import { messageFromBody, refusal } from '../../shared/net/http/errors';
import { LOGIN_PATH } from '../../shared/net/navigate';
import { t } from './messages';
import { register as registerRoute } from '../../shared/net/http/routes/register';
import { registerDefaults, registerSchema, type RegisterValues } from './schema';

/** SPEC §9: the login page follows a successful registration after 1300 ms. */
export const REGISTER_REDIRECT_MS = 1300;

/** SPEC §7: `success` (or `data.success`) true says the account exists; any other answer is a refusal. */
async function register(values: RegisterValues) {
  const answer = await call(registerRoute, { body: { ...values, is_subscribed: values.is_subscribed ? 1 : 0 } });
  if (answer.success === true || answer.data?.success === true) return answer;
  throw refusal(answer);
}

/** SPEC §2 Register page: 'Create an account'. */
export function RegisterForm() {
  const form = useForm(registerSchema, registerDefaults);
  const [send, busy] = useSendForm({
    form,
    send: register,
    succeeded: (answer) => messageFromBody(answer) ?? t('created'),
    leaveTo: LOGIN_PATH,
    leaveAfterMs: REGISTER_REDIRECT_MS,
    // SPEC §8 Register: anything unexpected is this warning; a 422 lands on the fields only.
    fieldFor: (key) => (key in registerDefaults ? (key as keyof RegisterValues) : undefined),
    failed: { fallback: t('unexpected'), serverText: false, level: 'warning' },
  });

  return (
    <form className="sf-form sf-register-form" noValidate onSubmit={form.handleSubmit(send)} aria-labelledby="sf-register-title">
      <h1 id="sf-register-title" className="sf-form__title">
        {t('title')}
      </h1>
      <div className="sf-form__grid">
        <FormField form={form} name="first_name" label={t('firstName')} required autoComplete="given-name" />
        <FormField form={form} name="last_name" label={t('lastName')} required autoComplete="family-name" />
        <FormField form={form} name="email" label={t('email')} required type="email" autoComplete="email" />
        <FormField form={form} name="phone" label={t('phone')} type="tel" autoComplete="tel" />
        <FormField form={form} name="password" label={t('password')} required type="password" autoComplete="new-password" />
        <FormField form={form} name="password_confirmation" label={t('confirmPassword')} required type="password" autoComplete="new-password" />
        <CheckboxField form={form} name="is_subscribed" label={t('newsletter')} />
      </div>
      <div className="sf-form__actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('loading') : t('register')}
        </button>
        <p>
          {t('haveAccount')}{' '}
          <a className="sf-link" href={LOGIN_PATH}>
            {t('signIn')}
          </a>
        </p>
      </div>
    </form>
  );
}
