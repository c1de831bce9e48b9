import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import { ProductFilter } from './ProductFilter';

export default defineWidget(Props, ProductFilter);
