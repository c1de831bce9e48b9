import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { ShopProducts } from './ShopProducts';

export default defineWidget(NoProps, ShopProducts);
