import { call } from '../../shared/net/http/client';
import { districts, thanas } from '../../shared/net/http/routes/addresses';

export const loadDistricts = (signal: AbortSignal) => call(districts, { signal });

/** The thanas of one district. */
export const loadThanas = (districtId: number, signal: AbortSignal) => call(thanas, { params: { districtId }, signal });
