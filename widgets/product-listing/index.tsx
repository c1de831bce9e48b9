import { defineWidget } from '../../shared/island/define-widget';
import { ListingProps } from '../../shared/stores/listing-filter';
import { ProductListing } from './ProductListing';

export default defineWidget(ListingProps, ProductListing);
