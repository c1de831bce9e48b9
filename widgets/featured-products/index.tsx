import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { FeaturedProducts } from './FeaturedProducts';

export default defineWidget(NoProps, FeaturedProducts);
