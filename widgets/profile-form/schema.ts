import * as v from 'valibot';
import { email, messages, required, requiredPhone } from '../../shared/forms/rules';
import { Flag, Text } from '../../shared/schemas/common';
import { ImageUrl } from '../../shared/safe-url';

export const GENDERS = ['Male', 'Female', 'Undefined'] as const;

/** GET /customer/account/profile/edit-info (SPEC §3 Profile), tolerant of nulls. */
export const Profile = v.looseObject({
  // Required: without it any object (even {"data": "oops"}) passed as an empty profile.
  email: v.string(),
  first_name: Text,
  last_name: Text,
  date_of_birth: Text,
  phone: Text,
  gender: Text,
  subscribed_to_news_letter: v.optional(v.nullable(Flag), false),
  image_url: ImageUrl,
});
export type Profile = v.InferOutput<typeof Profile>;
export const ProfileAnswer = v.union([
  v.pipe(
    v.looseObject({ data: Profile }),
    v.transform((o) => o.data),
  ),
  Profile,
]);

/** SPEC §5 Profile: required first name, last name, email, mobile, gender, date of birth; passwords optional. */
export const profileSchema = v.pipe(
  v.object({
    first_name: required('First Name'),
    last_name: required('Last Name'),
    email: email('Email'),
    phone: requiredPhone('Mobile'),
    gender: v.pipe(required('Gender'), v.picklist(GENDERS, messages.required('Gender'))),
    date_of_birth: v.pipe(required('Date of Birth'), v.isoDate(messages.required('Date of Birth'))),
    current_password: v.string(),
    new_password: v.string(),
    new_password_confirmation: v.string(),
    news_letter: v.boolean(),
    image: v.optional(v.any()),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['new_password_confirmation']],
      (input) => input.new_password === input.new_password_confirmation,
      messages.same('Confirm Password', 'New Password'),
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
