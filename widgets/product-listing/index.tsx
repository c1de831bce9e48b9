import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import { ProductListing } from './ProductListing';

export default defineWidget(Props, ProductListing);
