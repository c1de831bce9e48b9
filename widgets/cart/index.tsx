import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { CartPage } from './CartPage';

export default defineWidget(NoProps, CartPage);
