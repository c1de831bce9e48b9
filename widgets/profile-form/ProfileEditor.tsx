import { FormField } from '../../shared/ui/forms/Field';
import { CheckboxField } from '../../shared/ui/forms/CheckboxField';
import { useForm } from '../../shared/ui/forms/form';
import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { longDate } from '../../shared/text/format/date';
import { call } from '../../shared/net/http/client';
import { formData } from '../../shared/net/http/form-data';
import { profileEdit } from '../../shared/net/http/routes/profile';
import { t } from './messages';
import { genderOptions, profileFieldFor, profileSchema, type ProfileValues } from './schema';

export const PROFILE_PATH = '/customer/account/profile';

function chosenFile(value: unknown): File | undefined {
  if (value instanceof File) return value;
  const list = value as FileList | null | undefined;
  return list && typeof list.length === 'number' && list.length > 0 ? (list[0] ?? undefined) : undefined;
}

/** SPEC §2 'Update Profile' form, filled with the loaded profile. */
export function ProfileEditor({ defaults, imageUrl }: { defaults: ProfileValues; imageUrl: string | null | undefined }) {
  const form = useForm(profileSchema, defaults);
  const { handleSubmit, watch } = form;
  const [save, busy] = useSendForm({
    form,
    send: (values: ProfileValues) =>
      call(profileEdit, {
        body: formData({
          email: values.email,
          first_name: values.first_name,
          last_name: values.last_name,
          phone: values.phone,
          gender: values.gender,
          date_of_birth: values.date_of_birth,
          current_password: values.current_password,
          new_password: values.new_password,
          new_password_confirmation: values.new_password_confirmation,
          news_letter: values.news_letter ? 1 : 0,
          image: chosenFile(values.image),
        }),
      }),
    succeeded: () => t('updated'),
    leaveTo: PROFILE_PATH,
    // SPEC §8: per field 'field: message', and the message on its field.
    fieldFor: profileFieldFor,
    flashEachField: true,
    failed: { fallback: t('failed'), serverText: false },
  });

  const shownDate = longDate(watch('date_of_birth'));
  return (
    <form className="sf-form sf-profile-form" noValidate onSubmit={handleSubmit(save)} aria-labelledby="sf-profile-title">
      <h1 id="sf-profile-title" className="sf-form__title">
        {t('title')}
      </h1>
      {imageUrl && <img className="sf-profile-form__avatar" src={imageUrl} alt={t('avatar')} width={80} height={80} />}
      <div className="sf-form__grid">
        <FormField form={form} name="first_name" label={t('firstName')} required autoComplete="given-name" />
        <FormField form={form} name="last_name" label={t('lastName')} required autoComplete="family-name" />
        <FormField form={form} name="email" label={t('email')} required type="email" autoComplete="email" />
        <FormField form={form} name="phone" label={t('mobile')} required type="tel" autoComplete="tel" />
        <FormField
          form={form}
          name="gender"
          label={t('gender')}
          required
          placeholder={t('selectGender')}
          defaultValue={defaults.gender}
          options={genderOptions()}
        />
        {/* Native date input: keyboard and screen-reader accessible, no library cost; the SPEC §9 'F j, Y' form shows beside it. */}
        <FormField
          form={form}
          name="date_of_birth"
          label={t('dateOfBirth')}
          required
          type="date"
          autoComplete="bday"
          hint={shownDate ? <span className="sf-profile-form__date">{shownDate}</span> : undefined}
        />
        <FormField form={form} name="current_password" label={t('currentPassword')} type="password" autoComplete="current-password" />
        <FormField form={form} name="new_password" label={t('newPassword')} type="password" autoComplete="new-password" />
        <FormField form={form} name="new_password_confirmation" label={t('confirmPassword')} type="password" autoComplete="new-password" />
        <FormField form={form} name="image" label={t('profileImage')} type="file" accept="image/*" />
        <CheckboxField form={form} name="news_letter" label={t('newsletter')} />
      </div>
      <div className="sf-form__actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('saving') : t('update')}
        </button>
      </div>
    </form>
  );
}
