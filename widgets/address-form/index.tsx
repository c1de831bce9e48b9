import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { AddressForm } from './AddressForm';

export default defineWidget(NoProps, AddressForm);
