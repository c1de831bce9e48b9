// The address step's words and shapes: one line per address, the typed-in address as the
// checkout and create payloads, and SPEC §8's address texts.
import { flashFailure, type FailureText } from '../../shared/stores/failure';
import { flash } from '../../shared/stores/flash';
import type { AddressPayload, ChosenAddress } from './api';
import type { NewAddress } from './NewAddressForm';
import { t } from './messages';

type Summarised = Pick<AddressPayload, 'first_name' | 'last_name' | 'address' | 'area' | 'city' | 'state' | 'postcode' | 'phone'>;

/** One line for a radio label or the guest's saved address: name, place, phone. */
export function addressSummary(a: Summarised): string {
  const place = [...a.address, a.area, a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return `${a.first_name} ${a.last_name}, ${place}${a.phone ? `, ${a.phone}` : ''}`;
}

/** The typed-in address as the checkout payload and the courier's location. */
export function chosenFromForm(a: NewAddress): ChosenAddress {
  return {
    payload: {
      company_name: '',
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email,
      address: [a.address],
      country: 'BD',
      state: a.zone,
      city: a.city,
      area: a.area,
      postcode: a.postcode,
      phone: a.phone,
    },
    location: { cityId: Number(a.city_id), cityName: a.city, zoneId: Number(a.zone_id), zoneName: a.zone },
  };
}

/** The typed-in address as a customer's new saved address (POST /customer/account/addresses/create). */
export function newAddressPayload(a: NewAddress): Record<string, unknown> {
  return { ...chosenFromForm(a).payload, vat_id: '', default_address: 0, city_id: a.city_id, zone_id: a.zone_id, area_id: a.area_id };
}

// SPEC §8 save selected address / create address. These texts are fixed: the server's own message is never shown.
export const addressSaved = () => flash('success', t('addressSaved'));
export const addressNotSaved = (error: unknown) => void flashFailure(error, { fallback: t('addressNotSaved'), serverText: false });
export const addressCreated = () => flash('success', t('addressCreated'));
/** A refused create: with `flashEachField`, one flash per invalid field ('field: message'), else this text. */
export const ADDRESS_NOT_CREATED: FailureText = { fallback: () => t('addressNotCreated'), serverText: false };
