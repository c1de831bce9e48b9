import { defineWidget } from '../../shared/island/define-widget';
import { ListingProps } from '../../shared/stores/listing-filter';
import { ProductFilter } from './ProductFilter';

export default defineWidget(ListingProps, ProductFilter);
