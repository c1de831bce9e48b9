import { defineWidget } from '../../shared/island/define-widget';
import { ProductDetails } from './ProductDetails';
import { Props } from './props';

export default defineWidget(Props, ProductDetails);
