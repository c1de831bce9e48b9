import { defineWidget } from '../../shared/ui/island/define-widget';
import { ProductReviews } from './ProductReviews';
import { Props } from './props';

export default defineWidget(Props, ProductReviews);
