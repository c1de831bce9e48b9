import { defineWidget } from '../../shared/island/define-widget';
import { OrderView } from './OrderView';
import { Props } from './props';

export default defineWidget(Props, OrderView);
