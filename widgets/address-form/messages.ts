import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('address-form', {
  title: 'Add New Address',
  firstName: 'First Name',
  lastName: 'Last Name',
  companyName: 'Company Name',
  vatId: 'Vat ID',
  streetAddress: 'Street Address',
  district: 'District',
  thana: 'Thana',
  postcode: 'Zip/Postcode',
  email: 'Email',
  phone: 'Phone',
  loading: 'Loading ...',
  selectDistrict: 'Select District',
  selectThana: 'Select Thana',
  saving: 'Saving...',
  save: 'Save Address',
  saved: 'Address Saved Successfully',
  failed: 'Error saving address. Please try again later.',
});
