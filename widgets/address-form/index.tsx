import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { AddressForm } from './AddressForm';

export default defineWidget(NoProps, AddressForm);
