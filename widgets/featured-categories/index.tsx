import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { FeaturedCategories } from './FeaturedCategories';

export default defineWidget(NoProps, FeaturedCategories);
