import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { ProductFilter } from './ProductFilter';

export default defineWidget(Props, ProductFilter);
