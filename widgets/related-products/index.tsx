import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { RelatedProducts } from './RelatedProducts';

export default defineWidget(Props, RelatedProducts);
