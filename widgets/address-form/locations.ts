import * as v from 'valibot';
import { http } from '../../shared/http/client';
import { Id, listOf, Text } from '../../shared/schemas/common';

const District = v.looseObject({ district_id: Id, district_name: Text });
type District = v.InferOutput<typeof District>;
const Thana = v.looseObject({ thana_id: v.optional(Id), thana_name: Text });
type Thana = v.InferOutput<typeof Thana>;

/** GET /districts/all (SPEC §7): a bare list, or wrapped as Laravel may. */
export const loadDistricts = (signal: AbortSignal) => http.get('/districts/all', listOf(District), { signal });

/** GET /thanas/all/{id}: the thanas of one district. */
export const loadThanas = (districtId: number, signal: AbortSignal) => http.get(`/thanas/all/${districtId}`, listOf(Thana), { signal });
