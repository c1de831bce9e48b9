import { useId, type ChangeEvent } from 'react';
import * as v from 'valibot';
import { FormField } from '../../shared/ui/forms/Field';
import { messages, optionalText, required, requiredPhone } from '../../shared/ui/forms/rules';
import { useController, useForm, type Control, type UseFormRegisterReturn } from '../../shared/ui/forms/form';
import { useSendForm, type SendForm } from '../../shared/ui/forms/use-send-form';
import { useRemote } from '../../shared/ui/use-remote';
import { loadAreas, loadCities, loadZones, type Option } from './api';
import { t } from './messages';

/** SPEC §5 checkout new address: all required but email; the phone rule of §5. Texts are read when shown. */
const AddressSchema = v.object({
  first_name: required(() => t('firstName')),
  last_name: required(() => t('lastName')),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
      () => messages.email(() => t('email')),
    ),
  ),
  address: required(() => t('streetAddress')),
  city_id: required(() => t('city')),
  zone_id: required(() => t('state')),
  area_id: optionalText(),
  postcode: required(() => t('postcode')),
  phone: requiredPhone(() => t('telephone')),
});
export type AddressValues = v.InferOutput<typeof AddressSchema>;
type AddressInput = v.InferInput<typeof AddressSchema>;

/** The form's values with the names of the chosen city, zone and area. */
export interface NewAddress extends AddressValues {
  city: string;
  zone: string;
  area: string;
}

type FieldName = keyof AddressValues;

/** Laravel's keys (`billing.first_name`, `address.0`, `state`) onto this form's fields. */
function fieldFor(serverKey: string): FieldName | undefined {
  const key = serverKey.replace(/^(billing|shipping)\./, '').replace(/\.\d+$/, '');
  const map: Record<string, FieldName> = {
    first_name: 'first_name',
    last_name: 'last_name',
    email: 'email',
    address: 'address',
    city: 'city_id',
    city_id: 'city_id',
    state: 'zone_id',
    zone_id: 'zone_id',
    area: 'area_id',
    area_id: 'area_id',
    postcode: 'postcode',
    post_code: 'postcode',
    phone: 'phone',
  };
  return map[key];
}

const EMPTY_OPTIONS: Option[] = [];
const nameOf = (options: Option[] | undefined, value: string) => options?.find((o) => o.value === value)?.label ?? '';

/**
 * The location selects are controlled: their options arrive after the value (a kept address
 * reopened), and an uncontrolled select would drop a value it has no option for yet.
 */
function useSelect(control: Control<AddressInput>, name: 'city_id' | 'zone_id' | 'area_id', onPick?: () => void) {
  const { field } = useController({ control, name });
  const registration = {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onBlur: async () => field.onBlur(),
    onChange: async (event: ChangeEvent<HTMLSelectElement>) => {
      field.onChange(event.target.value);
      onPick?.();
    },
  };
  return registration as unknown as UseFormRegisterReturn;
}

interface NewAddressFormProps {
  title: string;
  defaults?: Partial<AddressValues> | undefined;
  /** Saves the address; rejects with the `HttpError` when the server refuses it. */
  onSave(address: NewAddress): Promise<void>;
  /** Tells the shopper why it was refused (SPEC §8); a 422's messages also go beside their fields. */
  failed: SendForm<AddressInput, AddressValues, void>['failed'];
  /** SPEC §8 create address: each 422 message also flashes as 'field: message'. */
  flashEachField?: boolean;
}

export function NewAddressForm({ title, defaults, onSave, failed, flashEachField = false }: NewAddressFormProps) {
  const titleId = useId();
  const form = useForm(AddressSchema, {
    first_name: '',
    last_name: '',
    email: '',
    address: '',
    city_id: '',
    zone_id: '',
    area_id: '',
    postcode: '',
    phone: '',
    ...defaults,
  });
  const { handleSubmit, watch, setValue, control } = form;
  const citySelect = useSelect(control, 'city_id', () => {
    setValue('zone_id', '');
    setValue('area_id', '');
  });
  const zoneSelect = useSelect(control, 'zone_id', () => setValue('area_id', ''));
  const areaSelect = useSelect(control, 'area_id');
  const cityId = watch('city_id');
  const zoneId = watch('zone_id');

  const cities = useRemote(loadCities, []);
  // Zone waits for a city, area for a zone (SPEC §4); a newer pick aborts the older load.
  const zones = useRemote((signal) => (cityId ? loadZones(cityId, signal) : Promise.resolve(EMPTY_OPTIONS)), [cityId]);
  const areas = useRemote((signal) => (zoneId ? loadAreas(zoneId, signal) : Promise.resolve(EMPTY_OPTIONS)), [zoneId]);
  const zoneReady = !!cityId && zones.state === 'ready';
  const areaReady = !!zoneId && areas.state === 'ready';

  const [save, busy] = useSendForm({
    form,
    send: (values: AddressValues) =>
      onSave({
        ...values,
        city: nameOf(cities.data, values.city_id),
        zone: nameOf(zones.data, values.zone_id),
        area: nameOf(areas.data, values.area_id),
      }),
    fieldFor,
    flashEachField,
    failed,
  });
  const submit = handleSubmit(save);

  return (
    <form className="sf-checkout__form" aria-labelledby={titleId} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={titleId} className="sf-checkout__subtitle">
        {title}
      </h3>
      <div className="sf-checkout__fields">
        <FormField form={form} name="first_name" label={t('firstName')} required autoComplete="given-name" />
        <FormField form={form} name="last_name" label={t('lastName')} required autoComplete="family-name" />
        <FormField form={form} name="email" label={t('email')} type="email" autoComplete="email" />
        <FormField form={form} name="phone" label={t('telephone')} type="tel" required autoComplete="tel" />
        <FormField form={form} name="address" className="sf-checkout__wide" label={t('streetAddress')} required autoComplete="street-address" />
        <FormField
          form={form}
          name="city_id"
          label={t('city')}
          required
          placeholder={cities.state === 'loading' ? t('loading') : t('selectCity')}
          options={cities.data ?? EMPTY_OPTIONS}
          registration={citySelect}
        />
        <FormField
          form={form}
          name="zone_id"
          label={t('state')}
          required
          placeholder={cityId && zones.state === 'loading' ? t('loading') : t('selectZone')}
          options={zoneReady ? (zones.data ?? EMPTY_OPTIONS) : EMPTY_OPTIONS}
          disabled={!zoneReady}
          registration={zoneSelect}
        />
        <FormField
          form={form}
          name="area_id"
          label={t('area')}
          placeholder={zoneId && areas.state === 'loading' ? t('loading') : t('selectArea')}
          options={areaReady ? (areas.data ?? EMPTY_OPTIONS) : EMPTY_OPTIONS}
          disabled={!areaReady}
          registration={areaSelect}
        />
        <FormField form={form} name="postcode" label={t('postcode')} required autoComplete="postal-code" />
      </div>
      <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('saving') : t('saveAddress')}
      </button>
    </form>
  );
}
