import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import { TrendingProducts } from './TrendingProducts';

export default defineWidget(Props, TrendingProducts);
