import { Field, SelectField } from '../../shared/forms/Field';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { useAccountSubmit } from '../../shared/forms/use-account-submit';
import { useSchemaForm } from '../../shared/forms/use-form';
import { longDate } from '../../shared/format/date';
import { formData, http } from '../../shared/http/client';
import { MessageAnswer } from '../../shared/schemas/common';
import { GENDERS, profileFieldFor, profileSchema, type ProfileValues } from './schema';

export const PROFILE_PATH = '/customer/account/profile';

function chosenFile(value: unknown): File | undefined {
  if (value instanceof File) return value;
  const list = value as FileList | null | undefined;
  return list && typeof list.length === 'number' && list.length > 0 ? (list[0] ?? undefined) : undefined;
}

/** SPEC §2 'Update Profile' form, filled with the loaded profile. */
export function ProfileEditor({ defaults, imageUrl }: { defaults: ProfileValues; imageUrl: string | null | undefined }) {
  const form = useSchemaForm(profileSchema, defaults);
  const { register, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const [save, busy] = useAccountSubmit(form, {
    send: (values: ProfileValues) =>
      http.post(
        '/customer/account/profile/edit',
        formData({
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
        MessageAnswer,
      ),
    succeeded: 'Profile Updated Successfully',
    leaveTo: PROFILE_PATH,
    // SPEC §8: per field 'field: message', and the message on its field.
    fieldFor: profileFieldFor,
    flashEachField: true,
    failed: { type: 'error', message: 'Error updating profile. Please try again later.' },
  });

  const shownDate = longDate(watch('date_of_birth'));
  return (
    <form className="sf-form sf-profile-form" noValidate onSubmit={handleSubmit(save)} aria-labelledby="sf-profile-title">
      <h1 id="sf-profile-title" className="sf-form__title">
        Update Profile
      </h1>
      {imageUrl && <img className="sf-profile-form__avatar" src={imageUrl} alt="Your current avatar" width={80} height={80} />}
      <div className="sf-form__grid">
        <Field label="First Name" required autoComplete="given-name" registration={register('first_name')} error={errors.first_name} />
        <Field label="Last Name" required autoComplete="family-name" registration={register('last_name')} error={errors.last_name} />
        <Field label="Email" required type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <Field label="Mobile" required type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
        <SelectField
          label="Gender"
          required
          placeholder="Select Gender"
          defaultValue={defaults.gender}
          options={GENDERS.map((g) => ({ value: g, label: g }))}
          registration={register('gender')}
          error={errors.gender}
        />
        {/* Native date input: keyboard and screen-reader accessible, no library cost; the SPEC §9 'F j, Y' form shows beside it. */}
        <Field
          label="Date of Birth"
          required
          type="date"
          autoComplete="bday"
          registration={register('date_of_birth')}
          error={errors.date_of_birth}
          hint={shownDate ? <span className="sf-profile-form__date">{shownDate}</span> : undefined}
        />
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          registration={register('current_password')}
          error={errors.current_password}
        />
        <Field label="New Password" type="password" autoComplete="new-password" registration={register('new_password')} error={errors.new_password} />
        <Field
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          registration={register('new_password_confirmation')}
          error={errors.new_password_confirmation}
        />
        <Field label="Profile Image" type="file" accept="image/*" registration={register('image')} error={errors.image as never} />
        <CheckboxField label="Subscribe to newsletter" registration={register('news_letter')} />
      </div>
      <div className="sf-form__actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : 'Update Profile'}
        </button>
      </div>
    </form>
  );
}
