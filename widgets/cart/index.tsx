import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { CartPage } from './CartPage';

export default defineWidget(NoProps, CartPage);
