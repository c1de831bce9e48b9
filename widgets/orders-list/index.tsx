import { defineWidget } from '../../shared/island/define-widget';
import { OrdersList } from './OrdersList';
import { OrdersListProps } from './schema';

export default defineWidget(OrdersListProps, OrdersList);
