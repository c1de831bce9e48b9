import * as v from 'valibot';
import { email, messages, required, requiredPhone } from '../../shared/ui/forms/rules';
import type { Profile } from '../../shared/net/http/routes/profile';
import { t } from './messages';

/** The values the server takes; the shopper reads their labels in the page's language. */
const GENDERS = ['Male', 'Female', 'Undefined'] as const;
const GENDER_LABELS = { Male: 'genderMale', Female: 'genderFemale', Undefined: 'genderUndefined' } as const;
export const genderOptions = () => GENDERS.map((g) => ({ value: g, label: t(GENDER_LABELS[g]) }));

/** SPEC §5 Profile: required first name, last name, email, mobile, gender, date of birth; passwords optional. */
export const profileSchema = v.pipe(
  v.object({
    first_name: required(() => t('firstName')),
    last_name: required(() => t('lastName')),
    email: email(() => t('email')),
    phone: requiredPhone(() => t('mobile')),
    gender: v.pipe(
      required(() => t('gender')),
      v.picklist(GENDERS, () => messages.required(() => t('gender'))),
    ),
    date_of_birth: v.pipe(
      required(() => t('dateOfBirth')),
      // isoDate's own test; as a regex, no action of its own in the core chunk (valibot travels there).
      v.regex(v.ISO_DATE_REGEX, () => messages.required(() => t('dateOfBirth'))),
    ),
    current_password: v.string(),
    new_password: v.string(),
    new_password_confirmation: v.string(),
    news_letter: v.boolean(),
    image: v.optional(v.unknown()),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['new_password_confirmation']],
      (input) => input.new_password === input.new_password_confirmation,
      () =>
        messages.same(
          () => t('confirmPassword'),
          () => t('newPassword'),
        ),
    ),
    ['new_password_confirmation'],
  ),
);
export type ProfileValues = v.InferInput<typeof profileSchema>;

export function defaultsFrom(p: Profile): ProfileValues {
  const gender = (GENDERS as readonly string[]).includes(p.gender) ? p.gender : '';
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    phone: p.phone,
    gender,
    date_of_birth: p.date_of_birth.slice(0, 10),
    current_password: '',
    new_password: '',
    new_password_confirmation: '',
    news_letter: p.subscribed_to_news_letter ?? false,
    image: undefined,
  };
}

/** Laravel keys onto the form: `image.0` → image, `subscribed_to_news_letter` → news_letter. */
export function profileFieldFor(key: string): keyof ProfileValues | undefined {
  if (key.startsWith('image')) return 'image';
  if (key === 'subscribed_to_news_letter') return 'news_letter';
  const known = [
    'first_name',
    'last_name',
    'email',
    'phone',
    'gender',
    'date_of_birth',
    'current_password',
    'new_password',
    'new_password_confirmation',
    'news_letter',
  ];
  return known.includes(key) ? (key as keyof ProfileValues) : undefined;
}
