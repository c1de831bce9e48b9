// The topbar's currency and language menus (SPEC §2 Page furniture).
import * as v from 'valibot';
import { Flag, listOf, Text } from '../../../page/schemas/common';
import type { Route } from './route';

/** GET /currencies/all and /locales/all rows: code and name; a default flag when the shop sends one. */
export const Choice = v.looseObject({
  code: v.pipe(v.string(), v.trim(), v.minLength(1)),
  name: Text,
  symbol: Text,
  is_default: v.optional(Flag, false),
  default: v.optional(Flag, false),
});
export type Choice = v.InferOutput<typeof Choice>;

export const currencies = { method: 'GET', path: '/currencies/all', schema: listOf(Choice), safe: true } as const satisfies Route;
export const locales = { method: 'GET', path: '/locales/all', schema: listOf(Choice), safe: true } as const satisfies Route;
