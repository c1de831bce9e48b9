import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { FeaturedProducts } from './FeaturedProducts';

export default defineWidget(NoProps, FeaturedProducts);
