import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { TrendingProducts } from './TrendingProducts';

export default defineWidget(Props, TrendingProducts);
