import { defineWidget } from '../../shared/ui/island/define-widget';
import { OrderView } from './OrderView';
import { Props } from './props';

export default defineWidget(Props, OrderView);
