import { defineWidget } from '../../shared/island/define-widget';
import { ProductReviews } from './ProductReviews';
import { Props } from './props';

export default defineWidget(Props, ProductReviews);
