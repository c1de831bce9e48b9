import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { ShopProducts } from './ShopProducts';

export default defineWidget(NoProps, ShopProducts);
