import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { ProductListing } from './ProductListing';

export default defineWidget(Props, ProductListing);
