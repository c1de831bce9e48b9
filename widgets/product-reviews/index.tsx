import { defineWidget } from '../../shared/island/define-widget';
import { ProductReviews } from './ProductReviews';
import { ProductReviewsProps } from './schema';

export default defineWidget(ProductReviewsProps, ProductReviews);
