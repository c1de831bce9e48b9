import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { Checkout } from './Checkout';

export default defineWidget(NoProps, Checkout);
