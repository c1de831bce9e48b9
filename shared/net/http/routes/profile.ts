// The customer's profile (SPEC §2 Account screens).
import * as v from 'valibot';
import { Flag, MessageAnswer, Text } from '../../../page/schemas/common';
import { ImageUrl } from '../../../page/safe-url';
import type { Route } from './route';

/** SPEC §3 Profile, tolerant of nulls. */
const Profile = v.looseObject({
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

export const profile = {
  method: 'GET',
  path: '/customer/account/profile/edit-info',
  schema: v.union([
    v.pipe(
      v.looseObject({ data: Profile }),
      v.transform((o) => o.data),
    ),
    Profile,
  ]),
  safe: true,
  customer: true,
} as const satisfies Route;

export const profileEdit = {
  method: 'POST',
  path: '/customer/account/profile/edit',
  schema: MessageAnswer,
  multipart: true,
} as const satisfies Route;
