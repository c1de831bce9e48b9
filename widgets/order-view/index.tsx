import { defineWidget } from '../../shared/island/define-widget';
import { OrderView } from './OrderView';
import { OrderViewProps } from './schema';

export default defineWidget(OrderViewProps, OrderView);
