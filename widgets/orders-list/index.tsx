import { defineWidget } from '../../shared/ui/island/define-widget';
import { OrdersList } from './OrdersList';
import { Props } from './props';

export default defineWidget(Props, OrdersList);
