import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import { FlashDeals } from './FlashDeals';

export default defineWidget(Props, FlashDeals);
