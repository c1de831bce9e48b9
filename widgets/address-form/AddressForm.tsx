import * as v from 'valibot';
import { call } from '../../shared/net/http/client';
import { useForm } from '../../shared/ui/forms/form';
import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { FormField } from '../../shared/ui/forms/Field';
import { phoneText } from '../../shared/ui/forms/rules';
import { addressCreate } from '../../shared/net/http/routes/addresses';
import { useRemote } from '../../shared/ui/use-remote';
import { loadDistricts, loadThanas } from './locations';
import { t } from './messages';

const ADDRESSES_PATH = '/customer/account/addresses';

// SPEC §5: the add-address screen has no client checks; the server validates. The phone is only normalised.
const schema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  company_name: v.string(),
  vat_id: v.string(),
  address: v.string(),
  district: v.string(),
  thana: v.string(),
  postcode: v.string(),
  email: v.string(),
  phone: phoneText(),
});
type Values = v.InferOutput<typeof schema>;
const empty: Values = {
  first_name: '',
  last_name: '',
  company_name: '',
  vat_id: '',
  address: '',
  district: '',
  thana: '',
  postcode: '',
  email: '',
  phone: '',
};

/** Laravel keys onto the form: the street line is `address.0`; District is `state`, Thana is `city`. */
function fieldFor(key: string): keyof Values | undefined {
  if (key === 'address' || key.startsWith('address.')) return 'address';
  if (key === 'state') return 'district';
  if (key === 'city') return 'thana';
  return key in empty ? (key as keyof Values) : undefined;
}

/** SPEC §2 /customer/account/addresses/create: 'Add New Address'. */
export function AddressForm() {
  const form = useForm(schema, empty);
  const { handleSubmit, watch } = form;
  const districts = useRemote(loadDistricts, []);
  const districtId = Number(watch('district')) || 0;
  const thanas = useRemote((signal) => (districtId ? loadThanas(districtId, signal) : Promise.resolve([])), [districtId]);

  const [save, busy] = useSendForm({
    form,
    send: (values: Values) => {
      const district = districts.data?.find((d) => d.district_id === Number(values.district));
      return call(addressCreate, {
        body: {
          company_name: values.company_name,
          first_name: values.first_name,
          last_name: values.last_name,
          address: [values.address],
          vat_id: values.vat_id,
          email: values.email,
          country: 'BD',
          state: district?.district_name ?? '',
          city: values.thana,
          postcode: values.postcode,
          phone: values.phone,
          default_address: 0,
        },
      });
    },
    succeeded: () => t('saved'),
    leaveTo: ADDRESSES_PATH,
    // SPEC §8: one flash per field, 'field: first message', and the message on its field.
    fieldFor,
    flashEachField: true,
    failed: { fallback: t('failed'), serverText: false },
  });

  const districtOptions = (districts.data ?? []).map((d) => ({ value: String(d.district_id), label: d.district_name }));
  const thanaOptions = (districtId ? (thanas.data ?? []) : []).map((thana) => ({ value: thana.thana_name, label: thana.thana_name }));
  return (
    <form className="sf-form sf-address-form" noValidate onSubmit={handleSubmit(save)} aria-labelledby="sf-address-form-title">
      <h1 id="sf-address-form-title" className="sf-form__title">
        {t('title')}
      </h1>
      <div className="sf-form__grid">
        <FormField form={form} name="first_name" label={t('firstName')} required autoComplete="given-name" />
        <FormField form={form} name="last_name" label={t('lastName')} required autoComplete="family-name" />
        <FormField form={form} name="company_name" label={t('companyName')} autoComplete="organization" />
        <FormField form={form} name="vat_id" label={t('vatId')} />
        <FormField form={form} name="address" label={t('streetAddress')} required autoComplete="street-address" className="sf-form__wide" />
        <FormField
          form={form}
          name="district"
          label={t('district')}
          required
          placeholder={districts.state === 'loading' ? t('loading') : t('selectDistrict')}
          options={districtOptions}
          rules={{ onChange: () => form.setValue('thana', '') }}
        />
        <FormField
          form={form}
          name="thana"
          label={t('thana')}
          required
          placeholder={districtId && thanas.state === 'loading' ? t('loading') : t('selectThana')}
          options={thanaOptions}
          disabled={!districtId}
        />
        <FormField form={form} name="postcode" label={t('postcode')} required autoComplete="postal-code" />
        <FormField form={form} name="email" label={t('email')} required type="email" autoComplete="email" />
        <FormField form={form} name="phone" label={t('phone')} required type="tel" autoComplete="tel" />
      </div>
      <div className="sf-form__actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
