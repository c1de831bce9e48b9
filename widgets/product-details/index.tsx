import { defineWidget } from '../../shared/island/define-widget';
import { ProductDetails } from './ProductDetails';
import { ProductDetailsProps } from './schema';

export default defineWidget(ProductDetailsProps, ProductDetails);
