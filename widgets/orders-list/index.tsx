import { defineWidget } from '../../shared/island/define-widget';
import { OrdersList } from './OrdersList';
import { Props } from './props';

export default defineWidget(Props, OrdersList);
