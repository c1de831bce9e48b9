import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { Checkout } from './Checkout';

export default defineWidget(NoProps, Checkout);
