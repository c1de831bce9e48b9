import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { FeaturedCategories } from './FeaturedCategories';

export default defineWidget(NoProps, FeaturedCategories);
