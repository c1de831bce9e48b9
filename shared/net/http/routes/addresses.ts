// A new address: the address form's and checkout's (SPEC §2 Account screens, Checkout).
import * as v from 'valibot';
import { Id, listOf, MessageAnswer, Text } from '../../../page/schemas/common';
import type { Route } from './route';

export const addressCreate = {
  method: 'POST',
  path: '/customer/account/addresses/create',
  schema: MessageAnswer,
} as const satisfies Route;

const District = v.looseObject({ district_id: Id, district_name: Text });
const Thana = v.looseObject({ thana_id: v.optional(Id), thana_name: Text });

/** A bare list, or wrapped as Laravel may. */
export const districts = { method: 'GET', path: '/districts/all', schema: listOf(District), safe: true } as const satisfies Route;
export const thanas = { method: 'GET', path: '/thanas/all/{districtId}', schema: listOf(Thana), safe: true } as const satisfies Route;
